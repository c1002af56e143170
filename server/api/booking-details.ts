import { type Response, Router } from 'express'
import { BookingReferenceParams } from '#app/schemas/booking'
import { BookingDetailsInputSchema } from '#app/schemas/booking-details'
import { idField } from '#app/schemas/fields'
import { findAtolCertificate } from '#app/services/bookings/atol-certificate.server'
import {
  atolCertificateFilename,
  drawAtolCertificate,
} from '#app/services/bookings/atol-certificate-pdf.server'
import { updateBookingDetails } from '#app/services/bookings/booking-details-update.server'
import type { ApiContext } from './context'
import { HttpError, notFound } from './http-error'
import { access } from './middleware/access'
import { auditTrail } from './middleware/audit'
import { badInput, validate, validated } from './middleware/validate'

const correction = { params: BookingReferenceParams, body: BookingDetailsInputSchema }
const certificate = {
  params: BookingReferenceParams.extend({ issue: idField('Use the certificate’s issue number, such as 1') }),
}

const NOT_LIVE = 'That booking is cancelled or expired: its details stay as they were.'

/** What the activity log says of a correction: which parts changed, never the names or the contact. */
function correctionSummary(res: Response) {
  const { body } = validated<typeof correction>(res.locals)
  const parts = [body.travellers && 'the travellers', body.contact && 'the lead traveller’s contact details']
  const reissued = res.locals.reissuedCertificate as number | null
  return [
    `Changed ${parts.filter(Boolean).join(' and ')}.`,
    reissued ? `Issued ATOL Certificate ${reissued} and emailed it.` : null,
  ]
    .filter(Boolean)
    .join(' ')
}

/**
 * A booking's details as staff correct them, and its ATOL Certificates (issue 39): owners and sales only,
 * as everything that shows a traveller's details. A correction of the names a certificate carries issues
 * the next one and emails it; every issue can be downloaded again, drawn from what it certified.
 */
export function bookingDetailsRouter({ db, mailer }: ApiContext) {
  const router = Router()
  const audit = auditTrail(db)

  router.patch(
    '/bookings/:reference',
    access('bookings'),
    audit('update', 'booking', {
      thingId: (res) => res.locals.bookingId as number | undefined,
      summary: (_answer, { res }) => correctionSummary(res),
    }),
    validate(correction),
    async (_req, res) => {
      const { params, body } = validated<typeof correction>(res.locals)
      const outcome = await updateBookingDetails(db, params.reference, body, mailer)
      if (!outcome) throw notFound('Booking')
      if ('refused' in outcome) {
        if (outcome.refused === 'not-live') throw new HttpError(409, NOT_LIVE)
        const message = `Name all ${outcome.booked} travellers booked, the lead traveller first`
        throw badInput([{ path: 'travellers', message }])
      }
      res.locals.bookingId = outcome.booking.id
      res.locals.reissuedCertificate = outcome.reissued
      res.json(outcome.booking)
    },
  )

  router.get(
    '/bookings/:reference/atol-certificates/:issue.pdf',
    access('bookings'),
    validate(certificate),
    async (_req, res) => {
      const { params } = validated<typeof certificate>(res.locals)
      const details = await findAtolCertificate(db, params.reference, params.issue)
      if (!details) throw notFound('ATOL Certificate')
      const pdf = await drawAtolCertificate(details)
      // Quoted as clients are told to expect; the name is a checked reference and a number, nothing to escape.
      const filename = atolCertificateFilename(params.reference, params.issue)
      res
        .set('Cache-Control', 'private, no-store')
        .set('Content-Disposition', `attachment; filename="${filename}"`)
        .type('application/pdf')
        .send(Buffer.from(pdf))
    },
  )

  return router
}
