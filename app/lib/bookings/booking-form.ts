/**
 * The reservation page's booking form (issue 39, decision 63): its fields as the browser posts them without
 * scripts (flat names, one per control), turned into `POST /api/bookings`'s body, and the body's error paths
 * turned back into the fields they belong beside. The island and the page's action share it, so a field is
 * named, read and blamed the same way by both.
 */

/** A booking names 1 to 9 travellers; a larger party books by phone. Here, not in the schema, so the island need not load the schema. */
export const MAX_TRAVELLERS = 9

export const TRAVELLER_FIELDS = ['firstName', 'surname', 'dateOfBirth'] as const
export type TravellerField = (typeof TRAVELLER_FIELDS)[number]

export const CONTACT_FIELDS = ['email', 'phone', 'line1', 'line2', 'town', 'postcode'] as const
type ContactField = (typeof CONTACT_FIELDS)[number]

/** `firstName1` is the lead traveller's first name, `dateOfBirth3` the third traveller's date of birth. */
export const travellerFieldName = (field: TravellerField, position: number) => `${field}${position}`

/** Every text value of a filled-in form, by its field name, and the two choices. */
export type BookingFormValues = Record<string, string> & { payment: string; acceptTerms: string }

/** Messages by field name; `form` holds one that belongs to no single field. */
export type BookingFormErrors = Record<string, string>

/** What the page's link names: the departure, and how many travellers the form asks about. */
export type BookingLink = { packageId: number; date: string; airport: string; travellers: number }

/** The field names a form for `travellers` people posts, in the order they appear. */
export function bookingFieldNames(travellers: number): string[] {
  const people = Array.from({ length: travellers }, (_, index) =>
    TRAVELLER_FIELDS.map((field) => travellerFieldName(field, index + 1)),
  ).flat()
  return [...people, ...CONTACT_FIELDS, 'payment', 'acceptTerms']
}

/** A blank form: the deposit chosen where one is allowed, the full price where it is not. */
export function emptyBookingForm(travellers: number, depositAllowed: boolean): BookingFormValues {
  const values = Object.fromEntries(bookingFieldNames(travellers).map((name) => [name, '']))
  return { ...values, payment: depositAllowed ? 'deposit' : 'full', acceptTerms: '' }
}

/** The form as posted, each field read by `read` ('' when missing), nothing else kept. */
export function postedBookingForm(travellers: number, read: (name: string) => string): BookingFormValues {
  const values = Object.fromEntries(bookingFieldNames(travellers).map((name) => [name, read(name)]))
  return values as BookingFormValues
}

/** The travellers a link asks for, when the form can take them all: 1 to 9. */
export const formTravellers = (travellers: number) =>
  travellers >= 1 && travellers <= MAX_TRAVELLERS ? travellers : null

/**
 * `POST /api/bookings`'s body. The departure comes from the page's link, never from a posted field, and no
 * price is sent: the server reads it from the database as the booking is made.
 */
export function bookingBody(values: BookingFormValues, link: BookingLink) {
  const value = (name: string) => values[name] ?? ''
  return {
    packageId: link.packageId,
    date: link.date,
    airport: link.airport,
    travellers: Array.from({ length: link.travellers }, (_, index) => ({
      firstName: value(travellerFieldName('firstName', index + 1)),
      surname: value(travellerFieldName('surname', index + 1)),
      dateOfBirth: value(travellerFieldName('dateOfBirth', index + 1)),
    })),
    contact: {
      email: value('email'),
      phone: value('phone'),
      address: {
        line1: value('line1'),
        line2: value('line2'),
        town: value('town'),
        postcode: value('postcode'),
      },
    },
    payment: values.payment,
    acceptTerms: values.acceptTerms === 'on',
  }
}

const ADDRESS_FIELDS: readonly ContactField[] = ['line1', 'line2', 'town', 'postcode']

/** The field an error of the body belongs beside, by its path (`travellers.1.surname` → `surname2`). */
function fieldOfPath(path: string): string {
  const [head, second, third] = path.split('.')
  if (head === 'travellers' && second !== undefined && third !== undefined) {
    return travellerFieldName(third as TravellerField, Number(second) + 1)
  }
  if (head === 'contact') {
    const last = path.split('.').at(-1) as ContactField
    return [...ADDRESS_FIELDS, 'email', 'phone'].includes(last) ? last : 'form'
  }
  if (head === 'payment' || head === 'acceptTerms') return head
  return 'form'
}

/** The body's errors (`{ path, message }`, as the API's `details` gives them) by field, the first for each. */
export function bookingFormErrors(details: readonly { path: string; message: string }[]): BookingFormErrors {
  const errors: BookingFormErrors = {}
  for (const { path, message } of details) errors[fieldOfPath(path)] ??= message
  return errors
}
