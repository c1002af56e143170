import { stringify } from 'csv-stringify/sync'
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { bookings, bookingTravellers } from '#app/db/schema.server'
import { containing } from '#app/db/text-search.server'
import { inertCell } from '#app/lib/csv-cells'
import type { ListWindow } from '#app/lib/list-page'
import type { BookingListQuery } from '#app/schemas/booking'

/**
 * The staff's list of bookings (issue 39): searched by reference, a traveller's name or the email, filtered
 * by status, in departure order (the next to travel first), paged by the database; and the same as CSV.
 */

// Written out in full: inside a subquery Drizzle's bare "id" would mean the inner table's column.
const outerBookingId = sql.raw('"bookings"."id"')

const columns = {
  id: bookings.id,
  reference: bookings.reference,
  status: bookings.status,
  packageTitle: bookings.packageTitle,
  departureDate: bookings.departureDate,
  airportName: bookings.airportName,
  travellerCount: bookings.travellerCount,
  leadFirstName: bookingTravellers.firstName,
  leadSurname: bookingTravellers.surname,
  email: bookings.email,
  phone: bookings.phone,
  total: bookings.total,
  deposit: bookings.deposit,
  paid: sql<string>`(select coalesce(sum(booking_payments.amount), 0)::numeric(10,2)::text
    from booking_payments where booking_payments.booking_id = ${outerBookingId})`,
  balanceDueDate: bookings.balanceDueDate,
  holdExpiresAt: bookings.holdExpiresAt,
  createdAt: bookings.createdAt,
}

const selectBookings = (db: Database) =>
  db
    .select(columns)
    .from(bookings)
    .innerJoin(
      bookingTravellers,
      and(eq(bookingTravellers.bookingId, bookings.id), eq(bookingTravellers.position, 1)),
    )

/** The reference, the email, or any traveller's name ('maria rossi' finds Maria Rossi). */
function matching(q: string): SQL | undefined {
  const pattern = containing(q)
  return or(
    ilike(bookings.reference, pattern),
    ilike(bookings.email, pattern),
    sql`exists (select 1 from booking_travellers where booking_travellers.booking_id = ${outerBookingId}
      and (booking_travellers.first_name || ' ' || booking_travellers.surname) ilike ${pattern})`,
  )
}

const condition = ({ q, status }: BookingListQuery) =>
  and(q ? matching(q) : undefined, status ? inArray(bookings.status, status) : undefined)

const order = [asc(bookings.departureDate), asc(bookings.id)]

export async function listBookings(db: Database, { limit, offset }: ListWindow, query: BookingListQuery) {
  const where = condition(query)
  const [[counted], items] = await Promise.all([
    db.select({ total: count() }).from(bookings).where(where),
    selectBookings(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  ])
  return { items, total: counted?.total ?? 0 }
}

const CSV_HEADER = [
  'reference',
  'status',
  'package',
  'departure_date',
  'airport',
  'travellers',
  'lead_first_name',
  'lead_surname',
  'email',
  'phone',
  'total',
  'deposit',
  'paid',
  'balance_due_date',
  'booked_at',
]

/** Every booking the query matches as CSV, each cell a spreadsheet would run as a formula made inert. */
export async function bookingsCsv(db: Database, query: BookingListQuery) {
  const rows = await selectBookings(db)
    .where(condition(query))
    .orderBy(...order)
  const csv = stringify([
    CSV_HEADER,
    ...rows.map((row) =>
      [
        row.reference,
        row.status,
        row.packageTitle,
        row.departureDate,
        row.airportName ?? '',
        String(row.travellerCount),
        row.leadFirstName,
        row.leadSurname,
        row.email,
        row.phone,
        row.total,
        row.deposit,
        row.paid,
        row.balanceDueDate,
        row.createdAt.toISOString(),
      ].map(inertCell),
    ),
  ])
  return { csv, count: rows.length }
}
