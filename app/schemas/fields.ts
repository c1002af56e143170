import { z } from 'zod'

/** Optional free text: blank becomes null, so an emptied field clears the stored value. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null))

/** A database id sent as a number or a numeric string. */
export const idField = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message)

/** Money in pounds, as a number or text such as '£1,299.5', kept as a two-decimal string. */
export const moneyField = (message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((value) => (typeof value === 'number' ? value : Number(value.replace(/[£,\s]/g, ''))))
    .pipe(z.number({ error: message }).positive(message).max(99_999_999, message))
    .transform((value) => value.toFixed(2))

/** A boolean from JSON, or from a form's 'true'/'false'/'on'. */
export const flagField = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0'])])
    .optional()
    .transform((value) =>
      value === undefined ? fallback : value === true || value === 'true' || value === 'on' || value === '1',
    )
