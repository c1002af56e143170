import { z } from 'zod'
import { INVALID_EMAIL_MESSAGE, MAX_EMAIL_LENGTH, NEWSLETTER_EMAIL_PATTERN } from '#app/lib/newsletter-email'

export { INVALID_EMAIL_MESSAGE }

export const EmailSignupInputSchema = z.object({
  email: z
    .string({ error: INVALID_EMAIL_MESSAGE })
    .trim()
    // The length stops the checks, so the pattern never reads a long value.
    .max(MAX_EMAIL_LENGTH, { error: INVALID_EMAIL_MESSAGE, abort: true })
    .regex(NEWSLETTER_EMAIL_PATTERN, INVALID_EMAIL_MESSAGE),
})

export type EmailSignupInput = z.infer<typeof EmailSignupInputSchema>
