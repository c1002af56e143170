import { z } from 'zod'
import { MAX_SOURCE_PAGE_LENGTH, SOURCE_PAGE_PATTERN } from '#app/lib/newsletter-consent'
import { emailAddressField } from './fields'

const SOURCE_PAGE_MESSAGE = 'Source page must be a path on this site'

/** SPEC 7's `{email}` (a plain address, with SPEC 5's message), and the page the form was on (optional). */
export const EmailSignupInputSchema = z.object({
  email: emailAddressField,
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
