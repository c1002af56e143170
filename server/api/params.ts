import { z } from 'zod'
import { SLUG_OR_ID_PATTERN } from '#app/lib/slug'
import { idField } from '#app/schemas/fields'

export const SlugOrIdParams = z.object({
  slugOrId: z
    .string()
    .trim()
    .min(1, 'Use a package id or slug.')
    .max(200, 'Use a package id or slug.')
    .regex(SLUG_OR_ID_PATTERN, 'Use a package id or slug.'),
})

export const IdParams = z.object({ id: idField('Use a numeric id.') })

/** `?include=pricing` asks for every pricing option instead of the summary by airport. */
export const PackageIncludeQuery = z.object({
  include: z.enum(['pricing'], { error: 'Use include=pricing, or leave it out.' }).optional(),
})
