import { z } from 'zod'
import { calendarDateField, wholeNumberField } from './fields'
import { packageIdField } from './package'

export const ReviewInputSchema = z.object({
  packageId: packageIdField,
  author: z
    .string({ error: 'Author name is required' })
    .trim()
    .min(2, 'Author name is required')
    .max(100, 'Author name must be at most 100 characters'),
  rating: wholeNumberField('Rating must be from 1 to 5', { min: 1, max: 5 }).default(5),
  comment: z
    .string({ error: 'Comment is required' })
    .trim()
    .min(5, 'Comment is required')
    .max(5_000, 'Comment must be at most 5000 characters'),
  date: calendarDateField('Use a date such as 2026-05-14').optional(),
})

export type ReviewInput = z.infer<typeof ReviewInputSchema>
