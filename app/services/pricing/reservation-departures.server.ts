import { and, eq, or, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { airports, pricingOptions } from '#app/db/schema.server'
import type { PricingOption } from '#app/lib/catalogue'
import { parseDepartureDate, toIsoDate } from '#app/lib/dates'
import { selectOptionsWithAirports, toPricingOption } from './pricing-options.server'

type ReservationLink = { date: string | null; airport: string | null }

/**
 * What the reservation page reads of a package's prices to show the departure in its link
 * (`chosenDeparture` in app/lib/reservation.ts): the departures on the link's date, from every airport, and one
 * departure from the link's airport (by id or IATA code), whose name the page shows even when the date has none.
 * A few rows, however many departures the package has.
 */
export async function listReservationDepartures(
  db: Database,
  packageId: number,
  link: ReservationLink,
): Promise<PricingOption[]> {
  const departure = link.date ? parseDepartureDate(link.date) : null
  const airport = link.airport?.trim() ?? ''
  const [onDate, fromAirport] = await Promise.all([
    departure
      ? selectOptionsWithAirports(db).where(
          and(
            eq(pricingOptions.packageId, packageId),
            eq(pricingOptions.departureDate, toIsoDate(departure)),
          ),
        )
      : [],
    airport
      ? selectOptionsWithAirports(db)
          .where(
            and(
              eq(pricingOptions.packageId, packageId),
              or(sql`${airports.id}::text = ${airport}`, sql`upper(${airports.code}) = upper(${airport})`),
            ),
          )
          .limit(1)
      : [],
  ])
  return [...onDate, ...fromAirport].map((row) => toPricingOption(row.pricing_options, row.airports))
}
