import { and, gte, inArray } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { bookableDeparture, pricingOptions } from '#app/db/schema.server'
import { toIsoDate } from '#app/lib/dates'

/**
 * Which of these packages have a departure visitors can book, today or later: offered, not sold out (the
 * rule the calendar and the search use). One query for a whole page of packages.
 */
export async function packagesWithBookableDepartures(
  db: Database,
  packageIds: number[],
  today: Date,
): Promise<Set<number>> {
  if (packageIds.length === 0) return new Set()
  const rows = await db
    .selectDistinct({ packageId: pricingOptions.packageId })
    .from(pricingOptions)
    .where(
      and(
        inArray(pricingOptions.packageId, packageIds),
        gte(pricingOptions.departureDate, toIsoDate(today)),
        bookableDeparture(pricingOptions),
      ),
    )
  return new Set(rows.map((row) => row.packageId))
}
