import { z } from 'zod'
import { toPence } from '#app/lib/money'
import { calendarDateField, flagField, idField, moneyField, wholeNumberField } from './fields'
import { packageIdField } from './package'

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value)

export const PRICE_MESSAGE = 'Price is required'
/** Seats on one departure; the CSV import holds to the same limit. */
export const MAX_SEATS = 100_000
const SEATS_MESSAGE = 'Seats must be a whole number, 0 or more'
export const DUPLICATE_PRICE_MESSAGE = 'A price for this package, airport and departure date already exists.'

export const PricingInputSchema = z
  .object({
    packageId: packageIdField,
    airportId: z.preprocess(emptyToNull, idField('Choose an airport from the list').nullable()),
    departureDate: calendarDateField('Departure date is required'),
    returnDate: z.preprocess(
      emptyToNull,
      calendarDateField('Use a return date such as 2027-05-17').nullable(),
    ),
    price: moneyField(PRICE_MESSAGE),
    discountedPrice: z.preprocess(
      emptyToNull,
      moneyField('The discounted price must be more than £0').nullable(),
    ),
    availableSeats: z.preprocess(
      emptyToNull,
      wholeNumberField(SEATS_MESSAGE, { min: 0, max: MAX_SEATS }).nullable(),
    ),
    isAvailable: flagField(true),
  })
  .refine((option) => !option.returnDate || option.returnDate >= option.departureDate, {
    message: 'The return date cannot be before the departure date',
    path: ['returnDate'],
  })
  .refine(
    (option) => option.discountedPrice === null || toPence(option.discountedPrice) < toPence(option.price),
    {
      message: 'The discounted price must be lower than the price',
      path: ['discountedPrice'],
    },
  )

export type PricingInput = z.infer<typeof PricingInputSchema>

export const PricingImportFieldsSchema = z.object({
  packageId: packageIdField,
  airportId: z.preprocess(emptyToNull, idField('Choose an airport from the list').nullable()),
  replaceExisting: flagField(false),
  dryRun: flagField(false),
})

export type PricingImportFields = z.infer<typeof PricingImportFieldsSchema>
