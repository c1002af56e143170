import { eq, inArray, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '#app/db/client.server'
import { travelPackages } from '#app/db/schema.server'

/**
 * Who a read answers (decision 37): visitors, and the response cache that shares their answers, see
 * published packages only; staff (a live session, whose answers are never shared) see drafts as well.
 */
export type Audience = 'visitors' | 'staff'

/**
 * The one rule of which packages an audience sees, as a condition on `travel_packages`: every public query
 * adds it rather than testing the status itself. None for staff.
 */
export const visibleTo = (audience: Audience): SQL | undefined =>
  audience === 'staff' ? undefined : eq(travelPackages.status, 'published')

/** The packages visitors see: listings, search, the sitemap and the home page show these whoever asks. */
export const publishedOnly = visibleTo('visitors')

/** A condition on another table's package column: its package is one visitors see (prices, say). */
export const ofPublishedPackage = (db: Database, packageId: AnyPgColumn) =>
  inArray(packageId, db.select({ id: travelPackages.id }).from(travelPackages).where(publishedOnly))
