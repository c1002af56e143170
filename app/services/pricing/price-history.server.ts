import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { priceHistory, type pricingOptions } from '#app/db/schema.server'
import type { PriceSnapshot } from '#app/lib/catalogue'

/** The signed-in admin a change is recorded against; null for a script. */
export type Actor = { id: number; email: string } | null
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
export type HistoryEntry = Omit<typeof priceHistory.$inferInsert, 'adminUserId' | 'adminEmail'>

export const snapshot = (row: typeof pricingOptions.$inferSelect): PriceSnapshot => ({
  airportId: row.airportId,
  departureDate: row.departureDate,
  returnDate: row.returnDate,
  price: row.price,
  discountedPrice: row.discountedPrice,
  availableSeats: row.availableSeats,
  isAvailable: row.isAvailable,
})

/**
 * Writes history entries with one array per column (`unnest`): a 10,000-row import is then a single
 * statement with seven parameters, not tens of thousands.
 */
export async function recordHistory(tx: Transaction, actor: Actor, entries: HistoryEntry[]) {
  if (entries.length === 0) return
  const json = (values: PriceSnapshot | null | undefined) => (values ? JSON.stringify(values) : null)
  await tx.execute(sql`
    insert into ${priceHistory} (package_id, pricing_option_id, action, admin_user_id, admin_email, old_values, new_values)
    select entry.package_id, entry.option_id, entry.action, ${actor?.id ?? null}::int, ${actor?.email ?? null}::text,
      entry.old_values, entry.new_values
    from unnest(
      ${sql.param(entries.map((entry) => entry.packageId))}::int[],
      ${sql.param(entries.map((entry) => entry.pricingOptionId))}::int[],
      ${sql.param(entries.map((entry) => entry.action))}::text[],
      ${sql.param(entries.map((entry) => json(entry.oldValues)))}::jsonb[],
      ${sql.param(entries.map((entry) => json(entry.newValues)))}::jsonb[]
    ) as entry(package_id, option_id, action, old_values, new_values)`)
}

/** A package's price history, or one option's, newest first. */
export async function listPriceHistory(
  db: Database,
  filter: { packageId: number; pricingOptionId?: number },
) {
  return db
    .select({
      id: priceHistory.id,
      pricingOptionId: priceHistory.pricingOptionId,
      action: priceHistory.action,
      adminEmail: priceHistory.adminEmail,
      oldValues: priceHistory.oldValues,
      newValues: priceHistory.newValues,
      createdAt: priceHistory.createdAt,
    })
    .from(priceHistory)
    .where(
      and(
        eq(priceHistory.packageId, filter.packageId),
        filter.pricingOptionId === undefined
          ? undefined
          : eq(priceHistory.pricingOptionId, filter.pricingOptionId),
      ),
    )
    .orderBy(desc(priceHistory.createdAt), desc(priceHistory.id))
    .limit(500)
}
