import { and, asc, desc, eq } from 'drizzle-orm'
import type { Database, Transaction } from '#app/db/client.server'
import { bookingAtolCertificates, bookings, bookingTravellers } from '#app/db/schema.server'
import { type AtolCertificateDetails, certifiedNames } from '#app/lib/bookings/atol-certificate-details'
import type { Mailer } from '#app/services/mail/mail-settings.server'
import { queueMail } from '#app/services/mail/outbox.server'
import { atolCertificateMail } from '#app/services/mail/templates/atol-certificate.server'
import { atolCertificateFilename, drawAtolCertificate } from './atol-certificate-pdf.server'

type BookingRow = typeof bookings.$inferSelect

const travellersOf = (tx: Transaction, bookingId: number) =>
  tx
    .select({ firstName: bookingTravellers.firstName, surname: bookingTravellers.surname })
    .from(bookingTravellers)
    .where(eq(bookingTravellers.bookingId, bookingId))
    .orderBy(asc(bookingTravellers.position))

/** The booking's newest certificate, or null before its first payment. */
async function latestIssue(tx: Transaction, bookingId: number) {
  const [latest] = await tx
    .select()
    .from(bookingAtolCertificates)
    .where(eq(bookingAtolCertificates.bookingId, bookingId))
    .orderBy(desc(bookingAtolCertificates.issue))
    .limit(1)
  return latest ?? null
}

/**
 * Stores issue `issue` of the booking's certificate with what it certifies today, and queues its PDF to the
 * lead traveller, in the caller's transaction: the certificate and its email are kept together or not at
 * all. The caller holds the booking's row lock, so two writes cannot both take the same issue number.
 */
async function issue(tx: Transaction, row: BookingRow, number: number, mailer: Mailer) {
  const travellers = await travellersOf(tx, row.id)
  const details: AtolCertificateDetails = {
    reference: row.reference,
    issue: number,
    issuedAt: new Date().toISOString(),
    atolNumber: mailer.settings.atolNumber,
    organiser: mailer.settings.agencyName,
    travellers,
    packageTitle: row.packageTitle,
    airportName: row.airportName,
    departureDate: row.departureDate,
    returnDate: row.returnDate,
    total: row.total,
  }
  await tx.insert(bookingAtolCertificates).values({
    bookingId: row.id,
    issue: number,
    details,
    issuedAt: new Date(details.issuedAt),
  })
  const pdf = await drawAtolCertificate(details)
  await queueMail(tx, [
    atolCertificateMail(mailer.settings, {
      to: row.email,
      firstName: travellers[0]?.firstName ?? '',
      reference: row.reference,
      issue: number,
      bookingId: row.id,
      pdf: {
        filename: atolCertificateFilename(row.reference, number),
        contentType: 'application/pdf',
        contentBase64: Buffer.from(pdf).toString('base64'),
      },
    }),
  ])
}

/**
 * Issue 1, with the booking's first payment (issue 39): answers whether it was issued. A booking that has
 * one already (any later payment, or the same Stripe event again) gets nothing new.
 */
export async function issueFirstAtolCertificate(tx: Transaction, row: BookingRow, mailer: Mailer) {
  if (await latestIssue(tx, row.id)) return false
  await issue(tx, row, 1, mailer)
  return true
}

/**
 * The next issue, when the booking has a certificate and what it certifies (the travellers' names) is no
 * longer what the newest issue says: answers the new issue's number, or null. Before the first payment there is
 * nothing to reissue; that payment's issue will carry the new names.
 */
export async function reissueAtolCertificateIfChanged(tx: Transaction, row: BookingRow, mailer: Mailer) {
  const latest = await latestIssue(tx, row.id)
  if (!latest) return null
  const now = certifiedNames(await travellersOf(tx, row.id))
  const certified = certifiedNames(latest.details.travellers)
  if (now.length === certified.length && now.every((name, index) => name === certified[index])) return null
  await issue(tx, row, latest.issue + 1, mailer)
  return latest.issue + 1
}

/** What issue `number` of a booking's certificate certified, for drawing it again; null when there is none. */
export async function findAtolCertificate(db: Database, reference: string, number: number) {
  const [found] = await db
    .select({ details: bookingAtolCertificates.details })
    .from(bookingAtolCertificates)
    .innerJoin(bookings, eq(bookings.id, bookingAtolCertificates.bookingId))
    .where(and(eq(bookings.reference, reference), eq(bookingAtolCertificates.issue, number)))
  return found?.details ?? null
}
