import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import {
  airports,
  type PricingSnapshot,
  priceHistory,
  pricingOptions,
  travelPackages,
} from '#app/db/schema.server'
import type { PricingImportFields, PricingInput } from '#app/schemas/pricing'
import { toPricingOption } from '#app/services/serialize.server'
import type { ImportRow } from './pricing-csv.server'

export type Actor = { id: number; email: string } | null
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
type OptionRow = typeof pricingOptions.$inferSelect
type HistoryEntry = typeof priceHistory.$inferInsert

// 4,000 rows of 7 columns stay well under the 65,535 parameters one Postgres statement may carry.
const BATCH_SIZE = 4000

const snapshot = (row: OptionRow): PricingSnapshot => ({
  airportId: row.airportId,
  departureDate: row.departureDate,
  returnDate: row.returnDate,
  price: row.price,
  discountedPrice: row.discountedPrice,
  availableSeats: row.availableSeats,
  isAvailable: row.isAvailable,
})

const keyOf = (option: { airportId: number | null; departureDate: string }) =>
  `${option.airportId ?? ''}|${option.departureDate}`

/** Rows of a raw statement, from either driver. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/**
 * Writes history entries with one array per column (`unnest`): a 10,000-row import is then a single
 * statement with seven parameters, not tens of thousands.
 */
async function recordHistory(
  tx: Transaction,
  actor: Actor,
  entries: Omit<HistoryEntry, 'adminUserId' | 'adminEmail'>[],
) {
  if (entries.length === 0) return
  const json = (values: PricingSnapshot | null | undefined) => (values ? JSON.stringify(values) : null)
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

export async function getPricingOption(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(pricingOptions)
    .leftJoin(airports, eq(pricingOptions.airportId, airports.id))
    .where(eq(pricingOptions.id, id))
  return row ? toPricingOption(row.pricing_options, row.airports) : null
}

export async function createPricingOption(db: Database, input: PricingInput, actor: Actor) {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(pricingOptions).values(input).returning()
    if (!row) return null
    await recordHistory(tx, actor, [
      { packageId: row.packageId, pricingOptionId: row.id, action: 'create', newValues: snapshot(row) },
    ])
    return row.id
  })
  return id === null ? null : getPricingOption(db, id)
}

/** Updates one option; its package never changes (SPEC 5), so a different packageId is ignored. */
export async function updatePricingOption(db: Database, id: number, input: PricingInput, actor: Actor) {
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(pricingOptions).where(eq(pricingOptions.id, id)).for('update')
    if (!before) return false
    const { packageId: _package, ...changes } = input
    const [after] = await tx.update(pricingOptions).set(changes).where(eq(pricingOptions.id, id)).returning()
    if (!after) return false
    await recordHistory(tx, actor, [
      {
        packageId: after.packageId,
        pricingOptionId: id,
        action: 'update',
        oldValues: snapshot(before),
        newValues: snapshot(after),
      },
    ])
    return true
  })
  return updated ? getPricingOption(db, id) : null
}

export async function deletePricingOption(db: Database, id: number, actor: Actor) {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(pricingOptions).where(eq(pricingOptions.id, id)).returning()
    if (!deleted) return false
    await recordHistory(tx, actor, [
      { packageId: deleted.packageId, pricingOptionId: id, action: 'delete', oldValues: snapshot(deleted) },
    ])
    return true
  })
}

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/**
 * Imports parsed rows all at once: with `replaceExisting`, options of the package (for the chosen
 * airport, when there is one) that the file does not list are removed; every row is created or updated
 * by package, airport and date. A dry run answers the same counts and writes nothing.
 */
export async function importPricing(
  db: Database,
  fields: PricingImportFields,
  rows: ImportRow[],
  actor: Actor,
) {
  const [pkg] = await db
    .select({ duration: travelPackages.duration })
    .from(travelPackages)
    .where(eq(travelPackages.id, fields.packageId))
  if (!pkg) return null
  const existing = await db
    .select()
    .from(pricingOptions)
    .where(eq(pricingOptions.packageId, fields.packageId))
  const existingByKey = new Map(existing.map((row) => [keyOf(row), row]))
  const fileKeys = new Set(rows.map(keyOf))
  const inScope = (row: OptionRow) => fields.airportId === null || row.airportId === fields.airportId
  const toRemove = fields.replaceExisting
    ? existing.filter((row) => inScope(row) && !fileKeys.has(keyOf(row)))
    : []
  const counts = {
    created: rows.filter((row) => !existingByKey.has(keyOf(row))).length,
    updated: rows.filter((row) => existingByKey.has(keyOf(row))).length,
    removed: toRemove.length,
  }
  if (fields.dryRun) return counts

  await db.transaction(async (tx) => {
    const history: Omit<HistoryEntry, 'adminUserId' | 'adminEmail'>[] = []
    if (toRemove.length > 0) {
      const ids = toRemove.map((row) => row.id)
      for (let start = 0; start < ids.length; start += BATCH_SIZE) {
        await tx
          .delete(pricingOptions)
          .where(inArray(pricingOptions.id, ids.slice(start, start + BATCH_SIZE)))
      }
      for (const row of toRemove) {
        history.push({
          packageId: row.packageId,
          pricingOptionId: row.id,
          action: 'import',
          oldValues: snapshot(row),
        })
      }
    }
    const written = rowsOf<OptionRow & { id: number }>(
      await tx.execute(sql`
        insert into ${pricingOptions}
          (package_id, airport_id, departure_date, return_date, price, discounted_price, available_seats, is_available)
        select ${fields.packageId}::int, row.*
        from unnest(
          ${sql.param(rows.map((row) => row.airportId))}::int[],
          ${sql.param(rows.map((row) => row.departureDate))}::date[],
          ${sql.param(rows.map((row) => addDays(row.departureDate, pkg.duration)))}::date[],
          ${sql.param(rows.map((row) => row.price))}::numeric[],
          ${sql.param(rows.map((row) => row.discountedPrice))}::numeric[],
          ${sql.param(rows.map((row) => row.availableSeats))}::int[],
          ${sql.param(rows.map((row) => row.isAvailable))}::boolean[]
        ) as row
        on conflict (package_id, airport_id, departure_date) do update set
          price = excluded.price, discounted_price = excluded.discounted_price,
          available_seats = excluded.available_seats, is_available = excluded.is_available, updated_at = now()
        returning id, package_id as "packageId", airport_id as "airportId", departure_date::text as "departureDate",
          return_date::text as "returnDate", price::text as price, discounted_price::text as "discountedPrice",
          available_seats as "availableSeats", is_available as "isAvailable"`),
    )
    for (const row of written) {
      const before = existingByKey.get(keyOf(row))
      history.push({
        packageId: row.packageId,
        pricingOptionId: row.id,
        action: 'import',
        oldValues: before ? snapshot(before) : null,
        newValues: snapshot(row),
      })
    }
    await recordHistory(tx, actor, history)
  })
  return counts
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
