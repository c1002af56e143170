import { z } from 'zod'
import { SLUG_OR_ID_PATTERN } from '#app/lib/slug'

export const SlugOrIdParams = z.object({
  slugOrId: z.string().trim().min(1).max(200).regex(SLUG_OR_ID_PATTERN, 'Use a package id or slug.'),
})

export const IdParams = z.object({
  id: z.coerce
    .number({ error: 'Use a numeric id.' })
    .int('Use a numeric id.')
    .positive('Use a numeric id.')
    .max(2_147_483_647, 'Use a numeric id.'),
})

/** `?include=pricing` asks for every pricing option instead of the summary by airport. */
export const PackageIncludeQuery = z.object({
  include: z.enum(['pricing'], { error: 'Use include=pricing, or leave it out.' }).optional(),
})
