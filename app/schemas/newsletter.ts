import { z } from 'zod'
import { INVALID_EMAIL_MESSAGE, MAX_EMAIL_LENGTH, NEWSLETTER_EMAIL_PATTERN } from '#app/lib/newsletter-email'

export { INVALID_EMAIL_MESSAGE }

export const EmailSignupInputSchema = z.object({
  email: z
    .string({ error: INVALID_EMAIL_MESSAGE })
    .trim()
    .max(MAX_EMAIL_LENGTH, INVALID_EMAIL_MESSAGE)
    .regex(NEWSLETTER_EMAIL_PATTERN, INVALID_EMAIL_MESSAGE),
})

export type EmailSignupInput = z.infer<typeof EmailSignupInputSchema>
