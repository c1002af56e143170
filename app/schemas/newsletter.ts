import { z } from 'zod'
import { MAX_SOURCE_PAGE_LENGTH, SOURCE_PAGE_PATTERN } from '#app/lib/newsletter-consent'
import { INVALID_EMAIL_MESSAGE, MAX_EMAIL_LENGTH, NEWSLETTER_EMAIL_PATTERN } from '#app/lib/newsletter-email'

export { INVALID_EMAIL_MESSAGE }

const SOURCE_PAGE_MESSAGE = 'Source page must be a path on this site'

/** An address as SPEC 5 reads it: text, '@', text, '.', text. */
export const newsletterEmailField = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  // The length stops the checks, so the pattern never reads a long value.
  .max(MAX_EMAIL_LENGTH, { error: INVALID_EMAIL_MESSAGE, abort: true })
  .regex(NEWSLETTER_EMAIL_PATTERN, INVALID_EMAIL_MESSAGE)

/** SPEC 7's `{email}`, and the page the form was on (optional; this site's own forms send it). */
export const EmailSignupInputSchema = z.object({
  email: newsletterEmailField,
  source_page: z
    .string({ error: SOURCE_PAGE_MESSAGE })
    .trim()
    .max(MAX_SOURCE_PAGE_LENGTH, { error: SOURCE_PAGE_MESSAGE, abort: true })
    .regex(SOURCE_PAGE_PATTERN, SOURCE_PAGE_MESSAGE)
    .optional(),
})

export type EmailSignupInput = z.infer<typeof EmailSignupInputSchema>

/** `?status=all` asks the export for every address; without it, only those still subscribed. */
export const SignupExportQuerySchema = z.object({
  status: z
    .enum(['subscribed', 'all'], { error: "Status must be 'subscribed' or 'all'" })
    .default('subscribed'),
})
