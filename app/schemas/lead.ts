import { z } from 'zod'
import { emailAddressField, onOneLine, requiredText } from './fields'

/** SPEC 5 lists now, morning, afternoon and custom on the form; the admin reading adds evening. */
export const BEST_TIMES_TO_CALL = ['now', 'morning', 'afternoon', 'evening', 'custom'] as const
export type BestTimeToCall = (typeof BEST_TIMES_TO_CALL)[number]

/**
 * This site's own screens a call-back request can come from. SPEC's custom_fields.source is free text, so
 * other clients (a partner site, a landing page, a CRM test) send names of their own, which are kept too.
 */
export const LEAD_SOURCES = [
  'package-page',
  'package-sidebar',
  'package-contact',
  'offers',
  'reservation',
  'contact-form',
] as const

const LEAD_SOURCE_MAX_LENGTH = 100

/** Where a lead started: any text up to 100 characters on one line, kept as it came; blank or null: not given. */
export const leadSourceField = z
  .string({ error: 'Source must be text' })
  .trim()
  .max(LEAD_SOURCE_MAX_LENGTH, {
    error: `Source must be at most ${LEAD_SOURCE_MAX_LENGTH} characters`,
    abort: true,
  })
  .refine(...onOneLine('Source'))
  .nullish()
  .transform((source) => source || undefined)

const PHONE_MESSAGE = 'Please enter a valid phone number'
const PHONE_MAX_LENGTH = 30
/**
 * One character class, so a long refused number costs one linear pass; the digits are counted apart. The
 * length is checked first and stops the checks (`abort`), so the pattern never sees an over-long value.
 */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/
const MIN_PHONE_DIGITS = 7

export const CUSTOM_TIME_MESSAGE = 'Please tell us when you would like us to call'

export const LeadInputSchema = z
  .object({
    first_name: requiredText('First name', 100),
    last_name: requiredText('Last name', 100),
    email: emailAddressField,
    phone: z
      .string({ error: 'Phone number is required' })
      .trim()
      .min(1, { error: 'Phone number is required', abort: true })
      .max(PHONE_MAX_LENGTH, { error: PHONE_MESSAGE, abort: true })
      .refine(...onOneLine('Phone number'))
      .regex(PHONE_CHARACTERS, PHONE_MESSAGE)
      .refine((phone) => phone.replace(/\D/g, '').length >= MIN_PHONE_DIGITS, PHONE_MESSAGE),
    custom_fields: z
      .object(
        {
          message: z.string().trim().max(2000, 'Message must be at most 2000 characters').optional(),
          best_time_to_call: z.enum(BEST_TIMES_TO_CALL, { error: 'Please choose the best time to call' }),
          package: z
            .string()
            .trim()
            .max(200, { error: 'Package must be at most 200 characters', abort: true })
            .refine(...onOneLine('Package'))
            .optional(),
          source: leadSourceField,
        },
        // Missing altogether, it lacks the one choice the form insists on.
        { error: 'Please choose the best time to call' },
      )
      .refine((fields) => fields.best_time_to_call !== 'custom' || Boolean(fields.message), {
        message: CUSTOM_TIME_MESSAGE,
        path: ['message'],
      }),
    /** Made once per filled-in form by the browser: a double click or a retry is stored once. */
    submission_id: z.uuid('submission_id must be a UUID').optional(),
  })
  .strip()

export type LeadInput = z.infer<typeof LeadInputSchema>

/**
 * SPEC 5: the name is split on the first space; with nothing after it the last name is '-'. Runs of spaces
 * become one, but a line break is left for the schema to refuse, never made into a space.
 */
export function splitName(fullName: string): { first_name: string; last_name: string } {
  const trimmed = fullName.trim().replace(/[^\S\n\v\f\r\u0085\u2028\u2029]+/g, ' ')
  const space = trimmed.indexOf(' ')
  if (space === -1) return { first_name: trimmed, last_name: '-' }
  return { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1) }
}
