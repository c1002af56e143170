import { addDays, differenceInCalendarDays } from 'date-fns'
import type { PricingOption } from '#app/lib/catalogue'
import { parseDepartureDate, toIsoDate } from '#app/lib/dates'
import { type PricingInput, PricingInputSchema } from '#app/schemas/pricing'

/** The select's value for 'No specific airport'; Radix selects cannot use an empty string. */
export const NO_AIRPORT = 'none'

/** What the pricing dialog holds: text as typed, so a half-typed price is never lost. */
export type PricingFormValues = {
  packageId: string
  airportId: string
  departureDates: string[]
  returnDate: string
  price: string
  discountedPrice: string
  availableSeats: string
  isAvailable: boolean
}

export type PricingField = Exclude<keyof PricingInput, 'isAvailable'>

/** Details shared by every ticked date; each date then gets its own departure and return. */
export type PricingDetails = Omit<PricingInput, 'departureDate' | 'returnDate'> & {
  /** Nights between departure and return, applied to every date; null when no return date is set. */
  stayNights: number | null
}

const nightsBetween = (from: string, to: string) => {
  const start = parseDepartureDate(from)
  const end = parseDepartureDate(to)
  return start && end ? differenceInCalendarDays(end, start) : null
}

/**
 * The dialog's starting values: empty for a new price (with the chosen package), else the details of the
 * first option being edited and all their departure dates.
 */
export function initialFormValues(
  packageId: number | null,
  editing: PricingOption[] = [],
): PricingFormValues {
  const [first] = editing
  return {
    packageId: packageId === null ? '' : String(packageId),
    airportId: first?.airportId == null ? NO_AIRPORT : String(first.airportId),
    departureDates: editing.map((option) => option.departureDate.slice(0, 10)).sort(),
    returnDate: first?.returnDate?.slice(0, 10) ?? '',
    price: first?.price ?? '',
    discountedPrice: first?.discountedPrice ?? '',
    availableSeats: first?.availableSeats == null ? '' : String(first.availableSeats),
    isAvailable: first?.isAvailable ?? true,
  }
}

/** The earliest ticked date: the return date picker's minimum and the start of the stay length. */
export function earliestDate(dates: string[]): string | null {
  return [...dates].sort()[0] ?? null
}

/**
 * Checks the dialog with the API's own schema (so the messages match the server's) and answers the
 * details to save. With several dates the return date is read as a stay length, so each option returns
 * the same number of nights after its own departure instead of a later departure returning before it leaves.
 */
export function readPricingForm(
  values: PricingFormValues,
):
  | { details: PricingDetails; errors: null }
  | { details: null; errors: Partial<Record<PricingField, string>> } {
  const first = earliestDate(values.departureDates) ?? ''
  const parsed = PricingInputSchema.safeParse({
    packageId: values.packageId,
    airportId: values.airportId === NO_AIRPORT ? '' : values.airportId,
    departureDate: first,
    returnDate: values.returnDate,
    price: values.price,
    discountedPrice: values.discountedPrice,
    availableSeats: values.availableSeats,
    isAvailable: values.isAvailable,
  })
  if (!parsed.success) {
    const errors: Partial<Record<PricingField, string>> = {}
    for (const issue of parsed.error.issues) errors[issue.path[0] as PricingField] ??= issue.message
    return { details: null, errors }
  }
  const { departureDate, returnDate, ...details } = parsed.data
  return {
    details: { ...details, stayNights: returnDate ? nightsBetween(departureDate, returnDate) : null },
    errors: null,
  }
}

/** The request body for one departure date. */
export function pricingBody(details: PricingDetails, departureDate: string): PricingInput {
  const { stayNights, ...shared } = details
  const start = parseDepartureDate(departureDate)
  const returnDate = stayNights === null || !start ? null : toIsoDate(addDays(start, stayNights))
  return { ...shared, departureDate, returnDate }
}
