import { stringify } from 'csv-stringify/sync'
import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import {
  bookableDeparture,
  contactLeads,
  images,
  newsletterSignups,
  pricingOptions,
  travelPackages,
} from '#app/db/schema.server'

/** Call-back requests for staff, newest first, with their forwarding state. */
export async function listLeads(db: Database) {
  const rows = await db
    .select()
    .from(contactLeads)
    .orderBy(desc(contactLeads.createdAt), desc(contactLeads.id))
  return rows.map(({ dedupeKey: _key, nextAttemptAt: _next, ...lead }) => lead)
}

/** Puts a lead back at the front of the outbox queue; false for an unknown or already forwarded lead. */
export async function retryLead(db: Database, id: number) {
  const updated = await db
    .update(contactLeads)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(contactLeads.id, id), isNull(contactLeads.forwardedAt)))
    .returning({ id: contactLeads.id })
  return updated.length > 0
}

export async function listSignups(db: Database) {
  return db
    .select({
      id: newsletterSignups.id,
      email: newsletterSignups.email,
      createdAt: newsletterSignups.createdAt,
    })
    .from(newsletterSignups)
    .orderBy(desc(newsletterSignups.createdAt), desc(newsletterSignups.id))
}

/** The sign-ups as CSV; cells a spreadsheet would run as formulas are neutralised. */
export async function signupsCsv(db: Database) {
  const rows = await listSignups(db)
  const safe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)
  return stringify([
    ['email', 'subscribed_at'],
    ...rows.map((row) => [safe(row.email), row.createdAt.toISOString()]),
  ])
}

const DAYS_AHEAD_FOR_DEPARTURES = 90
// Written out in full: inside a subquery Drizzle's bare "id" would mean the inner table's column.
const outerPackageId = sql.raw('"travel_packages"."id"')

/** The dashboard's at-a-glance figures: what needs a member of staff's attention. */
export async function adminSummary(db: Database) {
  const weekAgo = sql`now() - interval '7 days'`
  const [[leads], [signups], [unforwarded], packages] = await Promise.all([
    db.select({ n: count() }).from(contactLeads).where(gte(contactLeads.createdAt, weekAgo)),
    db.select({ n: count() }).from(newsletterSignups).where(gte(newsletterSignups.createdAt, weekAgo)),
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
    newLeads7d: leads?.n ?? 0,
    newSignups7d: signups?.n ?? 0,
    unforwardedLeads: unforwarded?.n ?? 0,
    packagesWithoutDepartures: packages
      .filter((pkg) => pkg.bookable === 0)
      .map(({ id, title }) => ({ id, title })),
    packagesWithoutHero: packages.filter((pkg) => pkg.heroes === 0).map(({ id, title }) => ({ id, title })),
  }
}
