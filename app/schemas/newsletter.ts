import { z } from 'zod'

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.'

/** SPEC 5: text, '@', text, '.', text, with no whitespace anywhere. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const EmailSignupInputSchema = z.object({
  email: z
    .string({ error: INVALID_EMAIL_MESSAGE })
    .trim()
    .max(254, INVALID_EMAIL_MESSAGE)
    .regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE),
})

export type EmailSignupInput = z.infer<typeof EmailSignupInputSchema>

export const isValidNewsletterEmail = (email: string) => EmailSignupInputSchema.safeParse({ email }).success
