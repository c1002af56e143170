import { createHash } from 'node:crypto'
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm'
import { sqlState } from '#app/db/availability.server'
import type { Database } from '#app/db/client.server'
import { airports, bookings, bookingTravellers, pricingOptions, travelPackages } from '#app/db/schema.server'
import { bookingAmounts } from '#app/lib/bookings/booking-amounts'
import {
  agencyDay,
  balanceDueDate,
  holdExpiresAt,
  isWithinFullPaymentWindow,
} from '#app/lib/bookings/booking-dates'
import { newBookingReference } from '#app/lib/bookings/booking-reference'
import type { BookingSettings } from '#app/lib/bookings/booking-settings'
import { emailKey } from '#app/lib/email-address'
import { displayPence, toMoneyString, toPence } from '#app/lib/money'
import type { BookingInput } from '#app/schemas/booking'
import { publishedOnly } from '#app/services/packages/visibility.server'
import { type BookingReceipt, toBookingReceipt } from './booking-receipt.server'
import { takeSeats } from './seats.server'

/**
 * A visitor's booking (issue 39, decision 63): its seats are taken in the transaction that stores it, its
 * price is the departure's own as the database holds it then, and the same `Idempotency-Key` again answers
 * the booking it made without taking another seat.
 */

export type BookingRefusal =
  /** No such departure, or one that cannot be booked (not offered, gone, its package not published). */
  | 'not-found'
  | 'no-seats'
  /** A deposit asked for within 12 weeks of departure, when the Terms want the full price. */
  | 'full-payment-due'
  /** The key came before with another request. */
  | 'key-reused'

export type BookingOutcome = { booking: BookingReceipt; created: boolean } | { refused: BookingRefusal }

class Refused extends Error {
  constructor(readonly reason: BookingRefusal) {
    super(reason)
  }
}

/** Another request with this key got there first: its booking is the answer. */
class KeyTaken extends Error {}

/** References are drawn again on the rare clash; five clashes in a row would mean something else is wrong. */
const REFERENCE_ATTEMPTS = 5

/**
 * The request as validated, so the same booking sent with other spacing or letter case is the same request;
 * a staff booking's lead is part of it, so a key sent again for another lead is refused.
 */
const requestHashOf = (input: BookingInput, leadId?: number) =>
  createHash('sha256')
    .update(JSON.stringify(leadId === undefined ? input : { ...input, leadId }))
    .digest('hex')

async function replay(
  db: Database,
  idempotencyKey: string,
  requestHash: string,
): Promise<BookingOutcome | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, idempotencyKey))
  if (!row) return null
  if (row.requestHash !== requestHash) return { refused: 'key-reused' }
  return { booking: toBookingReceipt(row), created: false }
}

/** The departure the request names, while visitors can book it: offered, after today, its package published. */
async function findBookableDeparture(db: Database, input: BookingInput, today: string) {
  const airport = input.airport
  const [departure] = await db
    .select({
      id: pricingOptions.id,
      packageId: pricingOptions.packageId,
      departureDate: pricingOptions.departureDate,
      returnDate: pricingOptions.returnDate,
      airportId: pricingOptions.airportId,
      airportName: airports.name,
      packageTitle: travelPackages.title,
    })
    .from(pricingOptions)
    .innerJoin(travelPackages, eq(travelPackages.id, pricingOptions.packageId))
    .leftJoin(airports, eq(airports.id, pricingOptions.airportId))
    .where(
      and(
        eq(pricingOptions.packageId, input.packageId),
        eq(pricingOptions.departureDate, input.date),
        gt(pricingOptions.departureDate, today),
        eq(pricingOptions.isAvailable, true),
        publishedOnly,
        airport
          ? or(sql`${airports.id}::text = ${airport}`, sql`upper(${airports.code}) = upper(${airport})`)
          : isNull(pricingOptions.airportId),
      ),
    )
    .limit(1)
  return departure ?? null
}

export async function makeBooking(
  db: Database,
  input: BookingInput,
  {
    idempotencyKey,
    settings,
    now = new Date(),
    leadId,
  }: {
    idempotencyKey: string
    settings: BookingSettings
    now?: Date
    /** The call-back request staff made this booking from (`bookings.lead_id`). */
    leadId?: number
  },
): Promise<BookingOutcome> {
  const requestHash = requestHashOf(input, leadId)
  const earlier = await replay(db, idempotencyKey, requestHash)
  if (earlier) return earlier

  const today = agencyDay(now)
  const departure = await findBookableDeparture(db, input, today)
  if (!departure) return { refused: 'not-found' }
  if (input.payment === 'deposit' && isWithinFullPaymentWindow(today, departure.departureDate)) {
    return { refused: 'full-payment-due' }
  }
  const travellers = input.travellers.length

  for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const price = await takeSeats(tx, departure.id, travellers)
        if (!price) throw new Refused('no-seats')
        const pricePerPersonPence = displayPence(price)
        const { totalPence, depositPence } = bookingAmounts({
          pricePerPersonPence,
          depositPerPersonPence: toPence(settings.depositPerPerson),
          travellers,
        })
        const { address } = input.contact
        const [row] = await tx
          .insert(bookings)
          .values({
            reference: newBookingReference(),
            idempotencyKey,
            requestHash,
            packageId: departure.packageId,
            pricingOptionId: departure.id,
            airportId: departure.airportId,
            packageTitle: departure.packageTitle,
            departureDate: departure.departureDate,
            returnDate: departure.returnDate,
            airportName: departure.airportName,
            travellerCount: travellers,
            pricePerPerson: toMoneyString(pricePerPersonPence),
            total: toMoneyString(totalPence),
            deposit: toMoneyString(depositPence),
            paymentChoice: input.payment,
            balanceDueDate: balanceDueDate(departure.departureDate),
            holdExpiresAt: holdExpiresAt(now, settings.holdMinutes, departure.departureDate),
            email: input.contact.email,
            emailKey: emailKey(input.contact.email),
            phone: input.contact.phone,
            addressLine1: address.line1,
            addressLine2: address.line2 ?? null,
            town: address.town,
            postcode: address.postcode,
            leadId: leadId ?? null,
          })
          .onConflictDoNothing({ target: bookings.idempotencyKey })
          .returning()
        // The seats just taken go back with the rolled-back transaction.
        if (!row) throw new KeyTaken()
        await tx.insert(bookingTravellers).values(
          input.travellers.map((traveller, index) => ({
            bookingId: row.id,
            position: index + 1,
            ...traveller,
          })),
        )
        return { booking: toBookingReceipt(row), created: true }
      })
    } catch (error) {
      // A request with the same key may have taken the last seats a moment ago: then its booking is the answer.
      if (error instanceof Refused)
        return (await replay(db, idempotencyKey, requestHash)) ?? { refused: error.reason }
      if (error instanceof KeyTaken) {
        const theirs = await replay(db, idempotencyKey, requestHash)
        if (theirs) return theirs
      } else if (!(error instanceof Error && sqlState(error) === '23505')) {
        throw error
      }
    }
  }
  throw new Error('No unused booking reference was drawn in five attempts.')
}
