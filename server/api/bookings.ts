import { type Response, Router } from 'express'
import { BOOKING_OFF_MESSAGE } from '#app/lib/bookings/booking-refusals'
import { formatPounds, toPence } from '#app/lib/money'
import {
  BookingCancelInputSchema,
  BookingInputSchema,
  BookingListQuerySchema,
  BookingPaymentInputSchema,
  BookingReferenceParams,
} from '#app/schemas/booking'
import { BookingNoteInputSchema } from '#app/schemas/booking-note'
import { cancelBooking, previewCancellation } from '#app/services/bookings/booking-cancellation.server'
import { withPaymentPage } from '#app/services/bookings/booking-checkout.server'
import { getBooking } from '#app/services/bookings/booking-detail.server'
import { bookingsCsv, listBookings } from '#app/services/bookings/booking-list.server'
import { addBookingNote } from '#app/services/bookings/booking-notes.server'
import { recordPayment } from '#app/services/bookings/booking-payments.server'
import { getBookingSettings } from '#app/services/bookings/booking-settings.server'
import { makeBooking } from '#app/services/bookings/booking-write.server'
import type { CardPayments } from '#app/services/payments/stripe-client.server'
import type { ApiContext } from './context'
import { HttpError, notFound } from './http-error'
import { access } from './middleware/access'
import { currentAdmin } from './middleware/admin-session'
import { auditTrail } from './middleware/audit'
import { bookingRefused, idempotencyKey } from './middleware/idempotency-key'
import { jsonBody } from './middleware/json-body'
import { limitPublicWrite } from './middleware/rate-limit'
import { validate, validated } from './middleware/validate'
import { PageQuery, pageOf, sendPage } from './paging'

const bookingInput = { body: BookingInputSchema }
const listed = { query: PageQuery.and(BookingListQuerySchema) }
const exportQuery = { query: BookingListQuerySchema }
const byReference = { params: BookingReferenceParams }
const payment = { params: BookingReferenceParams, body: BookingPaymentInputSchema }
const cancellation = { params: BookingReferenceParams, body: BookingCancelInputSchema }
const note = { params: BookingReferenceParams, body: BookingNoteInputSchema }

const BOOKING = 'Booking'
const NOT_LIVE = 'That booking is cancelled or expired already.'

/**
 * `POST /bookings`, a visitor's booking (issue 39): a small body read here, limited per IP like the enquiry
 * forms, refused whole (403) while the owner has online booking off. Its seats change what the calendar and
 * the package page offer, so a booking made clears every server's page cache as a price edit does. With
 * card payments, its answer carries the Stripe page for what is due, asked for once the booking is stored;
 * Stripe failing costs the visitor the link, never the booking (they are told to call).
 */
export function bookingRequestsRouter(
  { db, onCatalogueWrite }: ApiContext,
  cardPayments: CardPayments | null,
) {
  const router = Router()

  router.post(
    '/bookings',
    access('anyone'),
    jsonBody('32kb'),
    limitPublicWrite(db, 'bookings'),
    async (_req, res, next) => {
      const settings = await getBookingSettings(db)
      if (!settings.enabled) return next(new HttpError(403, BOOKING_OFF_MESSAGE))
      res.locals.bookingSettings = settings
      next()
    },
    idempotencyKey,
    validate(bookingInput),
    async (req, res) => {
      const { body } = validated<typeof bookingInput>(res.locals)
      const outcome = await makeBooking(db, body, {
        idempotencyKey: res.locals.idempotencyKey,
        settings: res.locals.bookingSettings,
      })
      if ('refused' in outcome) throw bookingRefused(outcome.refused)
      if (outcome.created) onCatalogueWrite?.()
      const reference = outcome.booking.reference
      const receipt = await withPaymentPage(db, cardPayments, outcome.booking, (error) =>
        req.log.error({ err: error, reference }, 'Stripe made no payment page: the visitor is told to call'),
      )
      res.status(201).json(receipt)
    },
  )
  return router
}

/** The booking a staff write acted on, for its activity log entry (the path names it by reference). */
const bookingActedOn = (res: Response) => res.locals.bookingId as number | undefined

/**
 * The bookings for staff (issue 39): owners and sales; editors never see a traveller's details. The list
 * and its CSV, one booking with its travellers and payments, a payment taken, what a cancellation would
 * charge and the cancellation itself, a note. A cancellation gives seats back, and the admin write clears
 * the page caches as any other does.
 */
export function bookingsRouter({ db, mailer }: ApiContext) {
  const router = Router()
  const audit = auditTrail(db)

  router.get('/bookings', access('bookings'), validate(listed), async (_req, res) => {
    const { query } = validated<typeof listed>(res.locals)
    const window = pageOf(query)
    sendPage(res, await listBookings(db, window, query), window)
  })

  const exported = audit('export', 'bookings', {
    summary: (_answer, { res }) => {
      const count = Number(res.locals.exportedBookings)
      return `Downloaded ${count} ${count === 1 ? 'booking' : 'bookings'} as a CSV file.`
    },
  })
  router.get(
    '/bookings/export.csv',
    access('bookings'),
    exported,
    validate(exportQuery),
    async (_req, res) => {
      const { query } = validated<typeof exportQuery>(res.locals)
      const { csv, count } = await bookingsCsv(db, query)
      res.locals.exportedBookings = count
      const day = new Date().toISOString().slice(0, 10)
      res.attachment(`bookings-${day}.csv`).type('text/csv; charset=utf-8').send(csv)
    },
  )

  router.get('/bookings/:reference', access('bookings'), validate(byReference), async (_req, res) => {
    const { params } = validated<typeof byReference>(res.locals)
    const booking = await getBooking(db, params.reference)
    if (!booking) throw notFound(BOOKING)
    res.json(booking)
  })

  router.post(
    '/bookings/:reference/payments',
    access('bookings'),
    audit('payment', 'booking', {
      thingId: bookingActedOn,
      summary: (_answer, { res }) => {
        const { amount, method } = validated<typeof payment>(res.locals).body
        return `Recorded a payment of ${formatPounds(toPence(amount))} by ${method}.`
      },
    }),
    validate(payment),
    async (_req, res) => {
      const { params, body } = validated<typeof payment>(res.locals)
      const staff = currentAdmin(res)
      if (!staff) throw new HttpError(401, 'Please sign in to continue.')
      const outcome = await recordPayment(db, params.reference, body, staff, mailer)
      if (!outcome) throw notFound(BOOKING)
      if ('refused' in outcome) {
        if (outcome.refused === 'not-live') throw new HttpError(409, NOT_LIVE)
        const message = `That is more than is left to pay (${formatPounds(toPence(outcome.outstanding))}).`
        throw new HttpError(422, message, [{ path: 'amount', message }])
      }
      res.locals.bookingId = outcome.booking.id
      res.status(201).json(outcome.booking)
    },
  )

  router.get(
    '/bookings/:reference/cancellation',
    access('bookings'),
    validate(byReference),
    async (_req, res) => {
      const { params } = validated<typeof byReference>(res.locals)
      const preview = await previewCancellation(db, params.reference)
      if (!preview) throw notFound(BOOKING)
      if ('refused' in preview) throw new HttpError(409, NOT_LIVE)
      res.json(preview)
    },
  )

  router.post(
    '/bookings/:reference/cancel',
    access('bookings'),
    audit('cancel', 'booking', {
      thingId: bookingActedOn,
      // The reason may name the person or their circumstances: the entry keeps the charge only.
      summary: (answer) => {
        const { charge, rule } = answer as { charge: string; rule: string }
        return `Cancelled with a charge of ${formatPounds(toPence(charge))}. ${rule}`
      },
    }),
    validate(cancellation),
    async (_req, res) => {
      const { params, body } = validated<typeof cancellation>(res.locals)
      const outcome = await cancelBooking(db, params.reference, body.reason)
      if (!outcome) throw notFound(BOOKING)
      if ('refused' in outcome) throw new HttpError(409, NOT_LIVE)
      res.locals.bookingId = outcome.booking.id
      res.json(outcome)
    },
  )

  router.post(
    '/bookings/:reference/notes',
    access('bookings'),
    // A note may say anything about the travellers: the log says one was written, never what.
    audit('note', 'booking', { thingId: bookingActedOn, summary: () => 'Added a note.' }),
    validate(note),
    async (_req, res) => {
      const { params, body } = validated<typeof note>(res.locals)
      const staff = currentAdmin(res)
      if (!staff) throw new HttpError(401, 'Please sign in to continue.')
      const added = await addBookingNote(db, params.reference, body.text, staff)
      if (!added) throw notFound(BOOKING)
      res.locals.bookingId = added.bookingId
      res.status(201).json(added.note)
    },
  )

  return router
}
