import { and, asc, eq, lte, notExists, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { bookingPayments, bookings, bookingTravellers } from '#app/db/schema.server'
import type { Mailer } from '#app/services/mail/mail-settings.server'
import { queueMail } from '#app/services/mail/outbox.server'
import { bookingExpiredMail } from '#app/services/mail/templates/booking-expired.server'
import { runEvery } from '#app/services/periodic-pass.server'
import { returnSeats } from './seats.server'

/** How many lapsed holds one pass takes; the next pass takes the rest. */
const PASS_SIZE = 50

/**
 * Ends the holds that ran out with nothing paid (issue 39, decision 63): each such booking becomes
 * `expired`, its seats go back to the departure and its lead traveller is emailed, in one transaction. Rows
 * are claimed with `FOR UPDATE SKIP LOCKED`, as scheduled publishing claims its rows, so every server may run
 * the pass and each booking lapses once; a payment being recorded holds the row, and once it commits the
 * booking has a payment and is passed over. A booking with any payment keeps its seats: staff settle it.
 */
export async function expireLapsedHolds(db: Database, mailer: Mailer, now = new Date()) {
  return db.transaction(async (tx) => {
    const lapsed = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'held'),
          lte(bookings.holdExpiresAt, now),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(bookingPayments)
              .where(eq(bookingPayments.bookingId, bookings.id)),
          ),
        ),
      )
      .orderBy(asc(bookings.holdExpiresAt))
      .limit(PASS_SIZE)
      .for('update', { of: bookings, skipLocked: true })
    for (const booking of lapsed) {
      await tx.update(bookings).set({ status: 'expired', expiredAt: now }).where(eq(bookings.id, booking.id))
      await returnSeats(tx, booking.pricingOptionId, booking.travellerCount)
      const [lead] = await tx
        .select({ firstName: bookingTravellers.firstName })
        .from(bookingTravellers)
        .where(and(eq(bookingTravellers.bookingId, booking.id), eq(bookingTravellers.position, 1)))
      await queueMail(tx, [
        bookingExpiredMail(mailer.settings, {
          to: booking.email,
          firstName: lead?.firstName ?? 'traveller',
          reference: booking.reference,
          packageTitle: booking.packageTitle,
          departureDate: booking.departureDate,
        }),
      ])
    }
    return lapsed.map((booking) => booking.reference)
  })
}

type Logger = {
  info: (details: object, message: string) => void
  warn: (details: object, message: string) => void
}

/** Looks for lapsed holds every `everyMs` until stopped; told of any, the page caches and the outbox wake. */
export function startHoldExpiry({
  db,
  mailer,
  logger,
  onExpired,
  everyMs = 30_000,
}: {
  db: Database
  mailer: Mailer
  logger: Logger
  /** Told after a pass expired anything: seats came back, so every server's page cache forgets its pages. */
  onExpired: () => void
  everyMs?: number
}) {
  const pass = async () => {
    try {
      const expired = await expireLapsedHolds(db, mailer)
      if (expired.length > 0) {
        logger.info({ expired }, 'booking holds: unpaid bookings expired and their seats returned')
        mailer.kick()
        onExpired()
      }
    } catch (error) {
      logger.warn({ err: error }, 'booking holds: the expiry pass failed; it looks again later')
    }
  }
  return runEvery(everyMs, pass)
}
