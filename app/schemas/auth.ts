import { z } from 'zod'

export const LoginInputSchema = z.object({
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .min(1, 'Please enter your email address.')
    .max(254, 'Email addresses are at most 254 characters.'),
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(500, 'Passwords are at most 500 characters.'),
})

export type LoginInput = z.infer<typeof LoginInputSchema>
