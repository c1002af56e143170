import { z } from 'zod'
import { flagField, idField } from './fields'
import { packageIdField } from './package'

/** A calendar date as YYYY-MM-DD; an ISO date-time keeps its date part, never shifted by time zones. */
const calendarDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .transform((value) => value.slice(0, 10))
    .pipe(z.iso.date(message))

const moneyText = (message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((value) =>
      typeof value === 'number' ? value : Number(value.replace(/[£,\s]/g, '') || Number.NaN),
    )
    .pipe(z.number({ error: message }).positive(message).max(99_999_999, message))

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value)

export const PRICE_MESSAGE = 'Price is required'
export const DUPLICATE_PRICE_MESSAGE = 'A price for this package, airport and departure date already exists.'

export const PricingInputSchema = z
  .object({
    packageId: packageIdField,
    airportId: z.preprocess(emptyToNull, idField('Choose an airport from the list').nullable()),
    departureDate: calendarDate('Departure date is required'),
    returnDate: z.preprocess(emptyToNull, calendarDate('Use a return date such as 2027-05-17').nullable()),
    price: moneyText(PRICE_MESSAGE),
    discountedPrice: z.preprocess(
      emptyToNull,
      moneyText('The discounted price must be more than £0').nullable(),
    ),
    availableSeats: z.preprocess(
      emptyToNull,
      z.coerce
        .number({ error: 'Seats must be a whole number, 0 or more' })
        .int('Seats must be a whole number, 0 or more')
        .min(0, 'Seats must be a whole number, 0 or more')
        .max(100_000)
        .nullable(),
    ),
    isAvailable: flagField(true),
  })
  .refine((option) => !option.returnDate || option.returnDate >= option.departureDate, {
    message: 'The return date cannot be before the departure date',
    path: ['returnDate'],
  })
  .refine((option) => option.discountedPrice === null || option.discountedPrice < option.price, {
    message: 'The discounted price must be lower than the price',
    path: ['discountedPrice'],
  })
  .transform((option) => ({
    ...option,
    price: option.price.toFixed(2),
    discountedPrice: option.discountedPrice === null ? null : option.discountedPrice.toFixed(2),
  }))

export type PricingInput = z.infer<typeof PricingInputSchema>

export const PricingImportFieldsSchema = z.object({
  packageId: packageIdField,
  airportId: z.preprocess(emptyToNull, idField('Choose an airport from the list').nullable()),
  replaceExisting: flagField(false),
  dryRun: flagField(false),
})

export type PricingImportFields = z.infer<typeof PricingImportFieldsSchema>
