import { z } from 'zod'
import { packageIdField } from './package'

export const ReviewInputSchema = z.object({
  packageId: packageIdField,
  author: z
    .string({ error: 'Author name is required' })
    .trim()
    .min(2, 'Author name is required')
    .max(100, 'Author name must be at most 100 characters'),
  rating: z.coerce
    .number({ error: 'Rating must be from 1 to 5' })
    .int('Rating must be from 1 to 5')
    .min(1, 'Rating must be from 1 to 5')
    .max(5, 'Rating must be from 1 to 5')
    .default(5),
  comment: z
    .string({ error: 'Comment is required' })
    .trim()
    .min(5, 'Comment is required')
    .max(5_000, 'Comment must be at most 5000 characters'),
  date: z.iso
    .date('Use a date such as 2026-05-14')
    .optional()
    .or(z.iso.datetime().transform((value) => value.slice(0, 10))),
})

export type ReviewInput = z.infer<typeof ReviewInputSchema>
