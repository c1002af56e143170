import { z } from 'zod'
import { BOOKING_STATUSES, PAYMENT_CHOICES, PAYMENT_METHODS } from '#app/lib/bookings/booking-amounts'
import { agencyDay } from '#app/lib/bookings/booking-dates'
import { MAX_TRAVELLERS } from '#app/lib/bookings/booking-form'
import { normalReference, REFERENCE_PATTERN } from '#app/lib/bookings/booking-reference'
import {
  calendarDateField,
  emailAddressField,
  idField,
  moneyField,
  optionalText,
  requiredText,
  wholeNumberField,
} from './fields'
import { blankToUndefined } from './package-search'
import { readPhoneNumber } from './phone-number'

/** The booking's requests (issue 39, decision 63): a visitor's booking, the owner's settings, staff's work. */

export const MIN_HOLD_MINUTES = 30
/** Thirty days: longer than any hold an agency would give, short enough to catch a typing slip. */
export const MAX_HOLD_MINUTES = 43_200

/**
 * Control and formatting characters (zero-width ones, bidirectional overrides), private-use and lone
 * surrogates, the replacement character and markup brackets: none belongs in a name or an address, and each
 * could make one name pass for another or print oddly on a ticket or an ATOL certificate.
 */
const NOT_PLAIN = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\uFFFD<>]/u

/** Required text on one line, with nothing but plain characters. */
const plainText = (label: string, max: number) =>
  requiredText(label, max).refine((text) => !NOT_PLAIN.test(text), `${label} must be plain text`)

/** A UK postcode, such as 'SW1A 1AA', stored in capitals with its one space. */
const POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/
const POSTCODE_MESSAGE = 'Please enter a UK postcode, such as SW1A 1AA'

const postcodeField = z
  .string({ error: POSTCODE_MESSAGE })
  .trim()
  .max(10, { error: POSTCODE_MESSAGE, abort: true })
  .transform((text) => text.toUpperCase())
  .pipe(z.string().regex(POSTCODE, POSTCODE_MESSAGE))
  .transform((text) => text.replace(POSTCODE, '$1 $2'))

const PHONE_MESSAGE = 'Please enter a valid phone number'

/** The lead traveller's phone, in the one form the site stores numbers (`readPhoneNumber`). */
const bookingPhoneField = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .min(1, { error: 'Phone number is required', abort: true })
  .transform((text, context) => {
    const phone = readPhoneNumber(text)
    if (phone) return phone
    context.addIssue({ code: 'custom', message: PHONE_MESSAGE })
    return z.NEVER
  })

const DATE_OF_BIRTH_MESSAGE = 'Please enter a date of birth as YYYY-MM-DD'

const TravellerSchema = z.object(
  {
    firstName: plainText('First name', 100),
    surname: plainText('Surname', 100),
    dateOfBirth: calendarDateField(DATE_OF_BIRTH_MESSAGE).refine(
      (date) => date <= agencyDay(new Date()),
      'A date of birth cannot be in the future',
    ),
  },
  { error: 'Give each traveller a first name, surname and date of birth' },
)

const TRAVELLERS_MESSAGE = `Name from 1 to ${MAX_TRAVELLERS} travellers, the lead traveller first`

/** The travellers of a booking, the lead traveller first: as booked, and as staff correct them. */
export const BookingTravellersSchema = z
  .array(TravellerSchema, { error: TRAVELLERS_MESSAGE })
  .min(1, TRAVELLERS_MESSAGE)
  .max(MAX_TRAVELLERS, TRAVELLERS_MESSAGE)

/** The lead traveller's email, phone and UK postal address: as booked, and as staff correct them. */
export const BookingContactSchema = z.object(
  {
    email: emailAddressField,
    phone: bookingPhoneField,
    address: z.object(
      {
        line1: plainText('Address line 1', 100),
        line2: z.preprocess(blankToUndefined, plainText('Address line 2', 100).optional()),
        town: plainText('Town or city', 60),
        postcode: postcodeField,
      },
      { error: 'Please enter your UK postal address' },
    ),
  },
  { error: 'Please enter the lead traveller’s email, phone and address' },
)

/** The airport as the reservation link carries it: its id or IATA code; blank for a departure with none. */
const airportField = z
  .union(
    [z.string().trim().max(40, 'Use the airport’s id or code'), idField('Use the airport’s id or code')],
    {
      error: 'Use the airport’s id or code',
    },
  )
  .transform(String)

/**
 * `POST /api/bookings`. No price or total is read: a booking's price is always the departure's own, read
 * by the database when the booking is made (anything else the client sends is dropped).
 */
export const BookingInputSchema = z
  .object({
    packageId: idField('Choose a package by its numeric id'),
    date: calendarDateField('Use the departure date as YYYY-MM-DD'),
    airport: airportField,
    travellers: BookingTravellersSchema,
    contact: BookingContactSchema,
    payment: z.enum(PAYMENT_CHOICES, { error: 'Choose to pay the deposit or the full price' }),
    acceptTerms: z.literal(true, { error: 'Please accept the Terms and Conditions to book' }),
  })
  .strip()

export type BookingInput = z.infer<typeof BookingInputSchema>

/**
 * The `Idempotency-Key` header a booking is sent with: 8 to 200 printable ASCII characters (a UUID, say),
 * made once per filled-in form, so a retry or a double click is one booking.
 */
export const IdempotencyKeySchema = z
  .string({ error: 'Send an Idempotency-Key header: 8 to 200 printable characters, such as a UUID.' })
  .regex(
    /^[\x21-\x7e]{8,200}$/,
    'Send an Idempotency-Key header: 8 to 200 printable characters, such as a UUID.',
  )

/** `PUT /api/settings/booking`: any of the three; what is left out stays as it was. */
export const BookingSettingsInputSchema = z
  .object({
    enabled: z.boolean({ error: 'Use true or false for enabled' }).optional(),
    depositPerPerson: moneyField('Use a deposit per person in pounds, such as 100.00').optional(),
    holdMinutes: wholeNumberField(`Hold seats for ${MIN_HOLD_MINUTES} to ${MAX_HOLD_MINUTES} minutes`, {
      min: MIN_HOLD_MINUTES,
      max: MAX_HOLD_MINUTES,
    }).optional(),
  })
  .strict()

export type BookingSettingsInput = z.infer<typeof BookingSettingsInputSchema>

export const BookingReferenceParams = z.object({
  reference: z
    .string()
    .max(20, 'Use a booking reference such as CB-7K3M9Q')
    .transform(normalReference)
    .pipe(z.string().regex(REFERENCE_PATTERN, 'Use a booking reference such as CB-7K3M9Q')),
})

const STATUSES_MESSAGE = `Choose statuses from ${BOOKING_STATUSES.join(', ')}, separated by commas`
const isBookingStatus = (value: string): value is (typeof BOOKING_STATUSES)[number] =>
  (BOOKING_STATUSES as readonly string[]).includes(value)

/** `GET /api/bookings` and its CSV: text in the reference, a name or the email, and statuses. */
export const BookingListQuerySchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Search with one piece of text' })
      .trim()
      .max(100, 'Search with at most 100 characters')
      .optional(),
  ),
  status: z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value
      const parts = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
      return parts.length > 0 ? [...new Set(parts)] : undefined
    },
    z
      .array(z.string(), { error: STATUSES_MESSAGE })
      .refine((parts) => parts.every(isBookingStatus), STATUSES_MESSAGE)
      .transform((parts) => parts.filter(isBookingStatus))
      .optional(),
  ),
})

export type BookingListQuery = z.infer<typeof BookingListQuerySchema>

/** `POST /api/bookings/:reference/payments`: money staff took, how, and a word about it. */
export const BookingPaymentInputSchema = z.object({
  amount: moneyField('Use a positive amount in pounds, such as 250.00'),
  method: z.enum(PAYMENT_METHODS, { error: `Choose a method of ${PAYMENT_METHODS.join(', ')}` }),
  note: optionalText(500),
})

/** `POST /api/bookings/:reference/cancel`: why, in a word; kept on the booking. */
export const BookingCancelInputSchema = z.object({
  reason: requiredText('Reason', 500),
})
