import { z } from 'zod'

export const LoginInputSchema = z.object({
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .min(1, 'Please enter your email address.')
    .max(254),
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.').max(500),
})

export type LoginInput = z.infer<typeof LoginInputSchema>
