import { eq, type InferSelectModel } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '#app/db/client.server'
import {
  adminUsers,
  bookingSettings,
  bookings,
  destinations,
  images,
  packageFeatures,
  pricingOptions,
  reviews,
  staffInvitations,
  travelPackages,
  widgetSections,
} from '#app/db/schema.server'
import { type Described, type Facts, factsOf } from '#app/lib/change-summary'
import type { AuditedThing } from '#app/lib/staff'
import { describeLead } from '#app/services/leads/lead-activity.server'

/**
 * How the activity log names each kind of thing and which of its fields it keeps (decision 36). It reads
 * each audited table's row by id, as the API's write path snapshots it before and after a change: one
 * place, rather than a snapshot in every domain's writes. Nothing a visitor sent is kept in a name or the
 * fields: a call-back request is named by its number; only the words of its entries name the person, until
 * it is deleted or erased (decision 53).
 */
type Describe = (db: Database, id: number) => Promise<Described | null>

/** Never worth a line in the log: the row's own id and timestamps. */
const ALWAYS_LEFT_OUT = ['id', 'createdAt', 'updatedAt']

function describedBy<T extends PgTable & { id: PgColumn }>(
  table: T,
  name: (row: InferSelectModel<T>) => string,
  leaveOut: (keyof InferSelectModel<T> & string)[] = [],
  /** Facts told in words rather than kept as stored. */
  inWords?: (row: InferSelectModel<T>) => Facts,
): Describe {
  return async (db, id) => {
    const [row] = (await db
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))) as InferSelectModel<T>[]
    if (!row) return null
    return {
      name: name(row),
      facts: { ...factsOf(row, [...ALWAYS_LEFT_OUT, ...leaveOut]), ...inWords?.(row) },
    }
  }
}

const DESCRIBERS: Partial<Record<AuditedThing, Describe>> = {
  // Pending changes (decision 58) are told in the entry's words, not as a field of many fields; a
  // schedule's author is the schedule entry's own actor.
  package: describedBy(travelPackages, (row) => row.title, ['pendingChanges', 'scheduledBy']),
  destination: describedBy(destinations, (row) => row.name),
  image: describedBy(images, (row) => row.title || row.altText || `Image ${row.id}`, ['base64Data']),
  review: describedBy(reviews, (row) => `Review by ${row.author}`),
  feature: describedBy(packageFeatures, (row) => row.label),
  'widget-section': describedBy(widgetSections, (row) => row.title),
  price: describedBy(pricingOptions, (row) => `Departure ${row.departureDate}`),
  lead: describeLead,
  // Named by its reference; the visitor's details and the request's key are never kept in the log.
  booking: describedBy(bookings, (row) => row.reference, [
    'idempotencyKey',
    'requestHash',
    'email',
    'emailKey',
    'phone',
    'addressLine1',
    'addressLine2',
    'town',
    'postcode',
    'cancellationReason',
  ]),
  'booking-settings': describedBy(bookingSettings, () => 'Online booking'),
  // Active or deactivated in words: the moment of a deactivation is the entry's own time.
  staff: describedBy(
    adminUsers,
    (row) => row.email,
    ['passwordHash', 'deactivatedAt'],
    (row) => ({
      status: row.deactivatedAt === null ? 'active' : 'deactivated',
    }),
  ),
  invitation: describedBy(staffInvitations, (row) => row.email, ['tokenHash', 'invitedBy']),
}

/** The thing's name and fields as they are now, or null when it does not exist (or is not a row). */
export async function describeThing(
  db: Database,
  thing: AuditedThing,
  id: number,
): Promise<Described | null> {
  const describer = DESCRIBERS[thing]
  return describer ? describer(db, id) : null
}
