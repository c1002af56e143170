import { and, count, eq, gte, isNull, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import {
  bookableDeparture,
  contactLeads,
  images,
  newsletterSignups,
  pricingOptions,
  travelPackages,
} from '#app/db/schema.server'
import { overdueFollowUp } from '#app/services/leads/lead-list.server'

const DAYS_AHEAD_FOR_DEPARTURES = 90
// Written out in full: inside a subquery Drizzle's bare "id" would mean the inner table's column.
const outerPackageId = sql.raw('"travel_packages"."id"')

/** The dashboard's at-a-glance figures: what needs a member of staff's attention. */
export async function adminSummary(db: Database) {
  const weekAgo = sql`now() - interval '7 days'`
  const [[leads], [overdue], [signups], [pending], [unforwarded], packages] = await Promise.all([
    db.select({ n: count() }).from(contactLeads).where(eq(contactLeads.status, 'new')),
    db.select({ n: count() }).from(contactLeads).where(overdueFollowUp),
    // A sign-up counts once its address is confirmed (double opt-in): until then it may be anyone's typing.
    db
      .select({ n: count() })
      .from(newsletterSignups)
      .where(and(eq(newsletterSignups.status, 'confirmed'), gte(newsletterSignups.confirmedAt, weekAgo))),
    db.select({ n: count() }).from(newsletterSignups).where(eq(newsletterSignups.status, 'pending')),
    db.select({ n: count() }).from(contactLeads).where(isNull(contactLeads.forwardedAt)),
    db
      .select({
        id: travelPackages.id,
        title: travelPackages.title,
        bookable: sql<number>`(select count(*) from ${pricingOptions}
          where ${pricingOptions.packageId} = ${outerPackageId}
            and ${bookableDeparture(pricingOptions)}
            and ${pricingOptions.departureDate} between current_date
              and current_date + ${DAYS_AHEAD_FOR_DEPARTURES}::int)`.mapWith(Number),
        heroes: sql<number>`(select count(*) from ${images}
          where ${images.packageId} = ${outerPackageId} and ${images.type} = 'hero')`.mapWith(Number),
      })
      .from(travelPackages)
      .orderBy(travelPackages.title),
  ])
  return {
    newLeads: leads?.n ?? 0,
    overdueFollowUps: overdue?.n ?? 0,
    newSignups7d: signups?.n ?? 0,
    pendingSignups: pending?.n ?? 0,
    unforwardedLeads: unforwarded?.n ?? 0,
    packagesWithoutDepartures: packages
      .filter((pkg) => pkg.bookable === 0)
      .map(({ id, title }) => ({ id, title })),
    packagesWithoutHero: packages.filter((pkg) => pkg.heroes === 0).map(({ id, title }) => ({ id, title })),
  }
}
