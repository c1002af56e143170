import { z } from 'zod'
import { optionalText } from './fields'

export const DestinationInputSchema = z.object({
  name: z
    .string({ error: 'Name must be at least 3 characters' })
    .trim()
    .min(3, 'Name must be at least 3 characters')
    .max(100, 'Name must be at most 100 characters'),
  country: z
    .string({ error: 'Country must be at least 2 characters' })
    .trim()
    .min(2, 'Country must be at least 2 characters')
    .max(100, 'Country must be at most 100 characters'),
  description: optionalText(5_000),
})

export type DestinationInput = z.infer<typeof DestinationInputSchema>
