import { z } from 'zod'
import { isSensibleYear } from '#app/lib/dates'
import { INVALID_EMAIL_MESSAGE, MAX_EMAIL_LENGTH, PLAIN_EMAIL_PATTERN } from '#app/lib/email-address'
import { PRICE_TEXT_PATTERN, toMoneyString, toPence } from '#app/lib/money'
import { isOneLine } from '#app/lib/one-line'

/** PostgreSQL cannot store a NUL character in text: a request holding one is refused whole, API and pages alike. */
export const NUL_MESSAGE = 'Text cannot contain NUL characters.'

/** Optional free text: blank becomes null, so an emptied field clears the stored value. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null))

/**
 * An email address, taken only as a plain `local@domain` (decision 47) and trimmed; anything else, and a
 * value that is not text, gets SPEC's 'Please enter a valid email address.'. The length stops the checks, so
 * the pattern never reads a long value. Compare and store it by `emailKey`.
 */
export const emailAddressField = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .max(MAX_EMAIL_LENGTH, { error: INVALID_EMAIL_MESSAGE, abort: true })
  .regex(PLAIN_EMAIL_PATTERN, INVALID_EMAIL_MESSAGE)

/**
 * A whole number from JSON, or a form's digits. Stricter than `Number()`, which would read '0x1', '1e3',
 * true and [2] as numbers and so act on a row nobody named.
 */
export const wholeNumberField = (message: string, { min, max }: { min: number; max: number }) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,15}$/, message),
      ],
      { error: message },
    )
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(max, message))

/** A database id (a PostgreSQL integer) sent as a number or a numeric string. */
export const idField = (message: string) => wholeNumberField(message, { min: 1, max: 2_147_483_647 })

/** Money in pounds, as a number or text such as '£1,299.5', kept as a two-decimal string without float arithmetic. */
export const moneyField = (message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((value) => (typeof value === 'number' ? String(value) : value.replace(/[£,\s]/g, '')))
    .pipe(z.string().regex(PRICE_TEXT_PATTERN, message))
    .transform((text) => toMoneyString(toPence(text)))
    .refine((amount) => amount !== '0.00', message)

const DATE_OR_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/

/** A calendar date as YYYY-MM-DD; an ISO date-time keeps its date part, never shifted by time zones. */
export const calendarDateField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(DATE_OR_DATE_TIME, message)
    .transform((value) => value.slice(0, 10))
    .pipe(z.iso.date(message))
    .refine((date) => isSensibleYear(Number(date.slice(0, 4))), message)

/** A boolean from JSON, or from a form's 'true'/'false'/'on'. */
export const flagField = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0'])])
    .optional()
    .transform((value) =>
      value === undefined ? fallback : value === true || value === 'true' || value === 'on' || value === '1',
    )

/**
 * A one-line field's check (decision 47): a name, a phone number or a package that starts a new line could
 * write lines of its own into the staff's email about the request. After the length, which stops the checks.
 */
export const onOneLine = (label: string) =>
  [isOneLine, { error: `${label} must be on one line`, abort: true }] as const

/** Required text on one line, at most `max` characters once trimmed. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, { error: `${label} must be at most ${max} characters`, abort: true })
    .refine(...onOneLine(label))
