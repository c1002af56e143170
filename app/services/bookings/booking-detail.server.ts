import { asc, desc, eq } from 'drizzle-orm'
import type { Database, Transaction } from '#app/db/client.server'
import {
  bookingAtolCertificates,
  bookingNotes,
  bookingPayments,
  bookings,
  bookingTravellers,
  mailOutbox,
} from '#app/db/schema.server'
import { toMoneyString, toPence } from '#app/lib/money'

type BookingRow = typeof bookings.$inferSelect

/** Pence paid so far by these payments. */
export const paidPence = (payments: { amount: string }[]) =>
  payments.reduce((sum, payment) => sum + toPence(payment.amount), 0)

/** Where an email about the booking stands in the outbox. */
export type BookingEmailStatus = 'queued' | 'sent' | 'failed'

const emailStatus = (email: { sentAt: Date | null; failedAt: Date | null }): BookingEmailStatus =>
  email.sentAt ? 'sent' : email.failedAt ? 'failed' : 'queued'

/** Where staff download an issue of the booking's ATOL Certificate. */
export const atolCertificatePath = (reference: string, issue: number) =>
  `/api/bookings/${reference}/atol-certificates/${issue}.pdf`

/** The emails the outbox holds about a booking, newest first: what each was, to whom, and how it went. */
async function emailsAbout(db: Database | Transaction, bookingId: number) {
  const emails = await db
    .select({
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      to: mailOutbox.toAddress,
      sentAt: mailOutbox.sentAt,
      failedAt: mailOutbox.failedAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.bookingId, bookingId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
  return emails.map(({ sentAt, failedAt, createdAt, ...email }) => ({
    ...email,
    status: emailStatus({ sentAt, failedAt }),
    // When it went, or was given up on; while it waits, when it was queued.
    at: (sentAt ?? failedAt ?? createdAt).toISOString(),
  }))
}

/**
 * One booking as staff read it (`GET /api/bookings/:reference`): what was booked, the travellers, the money
 * (paid and outstanding) with each payment, its cancellation, staff's notes (newest first), the emails
 * sent about it and its ATOL Certificates. Never the request's key or hash.
 */
export async function readBookingDetail(db: Database | Transaction, row: BookingRow) {
  const [travellers, payments, notes, emails, certificates] = await Promise.all([
    db
      .select({
        firstName: bookingTravellers.firstName,
        surname: bookingTravellers.surname,
        dateOfBirth: bookingTravellers.dateOfBirth,
      })
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, row.id))
      .orderBy(asc(bookingTravellers.position)),
    db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, row.id))
      .orderBy(asc(bookingPayments.createdAt), asc(bookingPayments.id)),
    db
      .select({ text: bookingNotes.text, authorEmail: bookingNotes.authorEmail, at: bookingNotes.createdAt })
      .from(bookingNotes)
      .where(eq(bookingNotes.bookingId, row.id))
      .orderBy(desc(bookingNotes.createdAt), desc(bookingNotes.id)),
    emailsAbout(db, row.id),
    db
      .select({ issue: bookingAtolCertificates.issue, issuedAt: bookingAtolCertificates.issuedAt })
      .from(bookingAtolCertificates)
      .where(eq(bookingAtolCertificates.bookingId, row.id))
      .orderBy(asc(bookingAtolCertificates.issue)),
  ])
  const paid = paidPence(payments)
  const { idempotencyKey: _key, requestHash: _hash, emailKey: _emailKey, ...booking } = row
  return {
    ...booking,
    travellers,
    paid: toMoneyString(paid),
    outstanding: toMoneyString(Math.max(0, toPence(row.total) - paid)),
    payments: payments.map((payment) => ({
      amount: payment.amount,
      method: payment.method,
      at: payment.createdAt.toISOString(),
      note: payment.note,
      recordedBy: payment.recordedByEmail,
    })),
    notes: notes.map((note) => ({ ...note, at: note.at.toISOString() })),
    emails,
    atolCertificates: certificates.map(({ issue, issuedAt }) => ({
      issue,
      issuedAt: issuedAt.toISOString(),
      url: atolCertificatePath(row.reference, issue),
    })),
  }
}

export type BookingDetail = Awaited<ReturnType<typeof readBookingDetail>>

/** The booking with this reference, locked for the caller's change when asked; null when there is none. */
export async function findBooking(db: Database | Transaction, reference: string, { forUpdate = false } = {}) {
  const query = db.select().from(bookings).where(eq(bookings.reference, reference))
  const [row] = forUpdate ? await query.for('update') : await query
  return row ?? null
}

export async function getBooking(db: Database, reference: string) {
  const row = await findBooking(db, reference)
  return row ? readBookingDetail(db, row) : null
}
