import { z } from 'zod'

/** SPEC 5 lists now, morning, afternoon and custom on the form; the admin reading adds evening. */
export const BEST_TIMES_TO_CALL = ['now', 'morning', 'afternoon', 'evening', 'custom'] as const
export type BestTimeToCall = (typeof BEST_TIMES_TO_CALL)[number]

/** The screens a call-back request can come from, so staff know where a lead started. */
export const LEAD_SOURCES = [
  'package-page',
  'package-sidebar',
  'package-contact',
  'offers',
  'reservation',
  'contact-form',
] as const

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)

export const CUSTOM_TIME_MESSAGE = 'Please tell us when you would like us to call'

export const LeadInputSchema = z
  .object({
    first_name: requiredText('First name', 100),
    last_name: requiredText('Last name', 100),
    email: z.email('Please enter a valid email address.').max(254, 'Please enter a valid email address.'),
    phone: z
      .string({ error: 'Phone number is required' })
      .trim()
      .min(1, 'Phone number is required')
      .max(30, 'Please enter a valid phone number')
      .regex(/^\+?[\d\s().-]*\d[\d\s().-]*$/, 'Please enter a valid phone number')
      .refine((phone) => phone.replace(/\D/g, '').length >= 7, 'Please enter a valid phone number'),
    custom_fields: z
      .object(
        {
          message: z.string().trim().max(2000, 'Message must be at most 2000 characters').optional(),
          best_time_to_call: z.enum(BEST_TIMES_TO_CALL, { error: 'Please choose the best time to call' }),
          package: z.string().trim().max(200, 'Package must be at most 200 characters').optional(),
          source: z.enum(LEAD_SOURCES, { error: 'Unknown form source' }).optional(),
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

/** SPEC 5: the name is split on the first space; with nothing after it the last name is '-'. */
export function splitName(fullName: string): { first_name: string; last_name: string } {
  const trimmed = fullName.trim().replace(/\s+/g, ' ')
  const space = trimmed.indexOf(' ')
  if (space === -1) return { first_name: trimmed, last_name: '-' }
  return { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1) }
}
