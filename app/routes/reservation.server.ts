import { createHash } from 'node:crypto'
import { data, redirect } from 'react-router'
import { getAppContext } from '#app/app-context.server'
import type { BookingResult } from '#app/components/reservation/booking-result'
import type { Database } from '#app/db/client.server'
import { agencyDay, isWithinFullPaymentWindow } from '#app/lib/bookings/booking-dates'
import {
  type BookingFormErrors,
  type BookingFormValues,
  type BookingLink,
  bookingBody,
  bookingFormErrors,
  formTravellers,
  postedBookingForm,
} from '#app/lib/bookings/booking-form'
import { BOOKING_OFF_MESSAGE, refusalOf } from '#app/lib/bookings/booking-refusals'
import type { BookingSettings } from '#app/lib/bookings/booking-settings'
import { parseDepartureDate, toIsoDate } from '#app/lib/dates'
import { type ChosenDeparture, chosenDeparture, parseTravelers } from '#app/lib/reservation'
import { formText, readFormPost, requireSameSitePost } from '#app/routes/form-post-guard.server'
import { type BookingInput, BookingInputSchema } from '#app/schemas/booking'
import { withPaymentPage } from '#app/services/bookings/booking-checkout.server'
import { getBookingSettings } from '#app/services/bookings/booking-settings.server'
import { makeBooking } from '#app/services/bookings/booking-write.server'
import { getPackageDetail } from '#app/services/packages/packages.server'
import type { Audience } from '#app/services/packages/visibility.server'
import { listReservationDepartures } from '#app/services/pricing/reservation-departures.server'
import type { Route } from './+types/reservation'

/** What the page's booking form needs, when online booking is on and the link names a bookable departure. */
export type BookingFormSetup = { link: BookingLink; depositAllowed: boolean; depositPerPerson: string }

/** What a form post without scripts gets back: the booking made, or the form again with why not. */
export type BookingPostAnswer =
  | { booking: BookingResult }
  | { values: BookingFormValues; errors: BookingFormErrors }

/**
 * The reservation page as its address names it: the package, the departure the link chose, and the booking
 * form's setup while the owner has online booking on. The switch is read here, with the page, so the page
 * the cache keeps says what the switch said; a change to it is an admin write, which clears the caches.
 */
export async function readReservation(db: Database, slug: string, url: URL, audience: Audience) {
  const pkg = await getPackageDetail(db, slug, audience)
  if (!pkg) throw data(null, { status: 404 })
  const search = url.searchParams
  // The link's `price` is deliberately not read: the price shown is the departure's own, from the database.
  const query = {
    date: search.get('date'),
    airport: search.get('airport'),
    travelers: search.get('travelers'),
  }
  // Looked up here, so the page does not carry the package's prices to show one departure; and only the
  // departures the link can name are read.
  const departures = await listReservationDepartures(db, pkg.id, query)
  const now = new Date()
  const chosen = chosenDeparture(departures, query, now)
  const settings = await getBookingSettings(db)
  return { pkg, query, chosen, booking: bookingFormSetup(settings, pkg.id, query, chosen, now) }
}

function bookingFormSetup(
  settings: BookingSettings,
  packageId: number,
  query: { date: string | null; airport: string | null; travelers: string | null },
  chosen: ChosenDeparture,
  now: Date,
): BookingFormSetup | null {
  const departure = query.date ? parseDepartureDate(query.date) : null
  const travellers = formTravellers(parseTravelers(query.travelers))
  if (!settings.enabled || chosen.status !== 'bookable' || !departure || !travellers) return null
  const date = toIsoDate(departure)
  return {
    link: { packageId, date, airport: query.airport?.trim() ?? '', travellers },
    depositAllowed: !isWithinFullPaymentWindow(agencyDay(now), date),
    depositPerPerson: settings.depositPerPerson,
  }
}

/**
 * The key a form posted without scripts is booked under. The page is kept by shared caches, so no key made
 * for one visitor can be written into it; the key is the request itself (as validated) and the London day,
 * so the same form sent twice (a double click, a reload of the answer) is one booking, and the same details
 * sent again on another day, after a hold lapsed, say, are a new one.
 */
export const formPostKey = (input: BookingInput, now: Date) =>
  `form-${createHash('sha256')
    .update(`${agencyDay(now)}\n${JSON.stringify(input)}`)
    .digest('hex')}`

/**
 * The booking form posted without scripts: the same guards, limit, schema and service as `POST
 * /api/bookings`, then the booking's result, or the form again with every value kept and each error beside
 * its field. The answer is the page itself, not a redirect: the result is the visitor's own, and the page's
 * address is shared by every visitor of the link.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config, countPublicWrite, audience, onCatalogueWrite, cardPayments, reportError } =
    getAppContext(context)
  if (!params.packageSlug) throw redirect('/')
  requireSameSitePost(request, config.PUBLIC_URL)
  const settings = await getBookingSettings(db)
  if (!settings.enabled) throw data({ error: BOOKING_OFF_MESSAGE }, { status: 403 })
  const form = await readFormPost(request)
  const page = await readReservation(db, params.packageSlug, new URL(request.url), audience)
  const setup = page.booking
  if (!setup) throw data({ error: refusalOf('not-found').message }, { status: 404 })
  const values = postedBookingForm(setup.link.travellers, (name) => formText(form, name))
  const answer = (errors: BookingFormErrors, status: number) =>
    data<BookingPostAnswer>({ values, errors }, { status })
  // Counted before the check, as at the API.
  if (!(await countPublicWrite('bookings'))) {
    return answer({ form: 'Too many bookings from this address. Please call us to book.' }, 429)
  }
  const parsed = BookingInputSchema.safeParse(bookingBody(values, setup.link))
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }))
    return answer(bookingFormErrors(details), 400)
  }
  const now = new Date()
  const outcome = await makeBooking(db, parsed.data, {
    idempotencyKey: formPostKey(parsed.data, now),
    settings,
    now,
  })
  if ('refused' in outcome) {
    const { status, message, field } = refusalOf(outcome.refused)
    return answer({ [field ?? 'form']: message }, status)
  }
  if (outcome.created) onCatalogueWrite?.()
  const receipt = await withPaymentPage(db, cardPayments, outcome.booking, reportError)
  const travellers = parsed.data.travellers.map(({ firstName, surname }) => `${firstName} ${surname}`)
  return data<BookingPostAnswer>({ booking: { ...receipt, travellers } }, { status: 201 })
}
