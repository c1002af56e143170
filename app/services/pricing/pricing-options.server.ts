import { and, asc, count, eq, gte, lte, type SQL } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { airports, pricingOptions } from '#app/db/schema.server'
import type { PricingOption } from '#app/lib/catalogue'
import type { ListWindow } from '#app/lib/list-page'
import { DUPLICATE_PRICE_MESSAGE, type PricingInput } from '#app/schemas/pricing'
import { toAirport } from './airports.server'
import { type Actor, recordHistory, snapshot } from './price-history.server'

/** Refused because the package already has a price for this airport and departure date. */
export class DuplicatePrice extends Error {
  constructor() {
    super(DUPLICATE_PRICE_MESSAGE)
  }
}

/** Postgres says 23505 when package, airport and date already have a price. */
const isDuplicate = (error: unknown) =>
  ((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === '23505'

const refuseDuplicates = <T>(write: Promise<T>) =>
  write.catch((error: unknown) => {
    throw isDuplicate(error) ? new DuplicatePrice() : error
  })

export const toPricingOption = (
  row: typeof pricingOptions.$inferSelect,
  airport: typeof airports.$inferSelect | null,
): PricingOption => ({
  id: row.id,
  packageId: row.packageId,
  airportId: row.airportId,
  airport: airport ? toAirport(airport) : null,
  departureDate: row.departureDate,
  returnDate: row.returnDate,
  price: row.price,
  discountedPrice: row.discountedPrice,
  availableSeats: row.availableSeats,
  isAvailable: row.isAvailable,
})

/** Departure dates from `from` to `to`, both 'YYYY-MM-DD' and both included; either may be left open. */
export type DepartureRange = { from?: string; to?: string }

const pricingOfPackage = (packageId: number, { from, to }: DepartureRange = {}): SQL | undefined =>
  and(
    eq(pricingOptions.packageId, packageId),
    from ? gte(pricingOptions.departureDate, from) : undefined,
    to ? lte(pricingOptions.departureDate, to) : undefined,
  )

/** Pricing options with their airport, as `toPricingOption` takes them. */
export const selectOptionsWithAirports = (db: Database) =>
  db.select().from(pricingOptions).leftJoin(airports, eq(pricingOptions.airportId, airports.id))

const selectPricing = (db: Database, where: SQL | undefined) =>
  selectOptionsWithAirports(db)
    .where(where)
    // The id last, so options of one date at airports of one name still come in the same order on every page.
    .orderBy(asc(pricingOptions.departureDate), asc(airports.name), asc(pricingOptions.id))

/** Every pricing option of a package, by departure date and airport name. */
export async function listPackagePricing(db: Database, packageId: number) {
  const rows = await selectPricing(db, pricingOfPackage(packageId))
  return rows.map((row) => toPricingOption(row.pricing_options, row.airports))
}

/**
 * One page of a package's options departing in `range`, in `listPackagePricing`'s order, with how many the
 * range holds: the database filters and counts, so a package priced daily for years is never read whole.
 */
export async function pagePackagePricing(
  db: Database,
  packageId: number,
  range: DepartureRange,
  page: ListWindow,
) {
  const where = pricingOfPackage(packageId, range)
  const [rows, [counted]] = await Promise.all([
    selectPricing(db, where).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(pricingOptions).where(where),
  ])
  return {
    items: rows.map((row) => toPricingOption(row.pricing_options, row.airports)),
    total: counted?.total ?? 0,
  }
}

async function getPricingOption(db: Database, id: number) {
  const [row] = await selectOptionsWithAirports(db).where(eq(pricingOptions.id, id))
  return row ? toPricingOption(row.pricing_options, row.airports) : null
}

/** Creates one option, with its history entry; throws `DuplicatePrice` when the date is taken. */
export async function createPricingOption(db: Database, input: PricingInput, actor: Actor) {
  const id = await refuseDuplicates(
    db.transaction(async (tx) => {
      const [row] = await tx.insert(pricingOptions).values(input).returning()
      if (!row) return null
      await recordHistory(tx, actor, [
        { packageId: row.packageId, pricingOptionId: row.id, action: 'create', newValues: snapshot(row) },
      ])
      return row.id
    }),
  )
  return id === null ? null : getPricingOption(db, id)
}

/**
 * Updates one option; its package never changes (SPEC 5), so a different packageId is ignored. Null for
 * an unknown id; throws `DuplicatePrice` when the new date is taken.
 */
export async function updatePricingOption(db: Database, id: number, input: PricingInput, actor: Actor) {
  const updated = await refuseDuplicates(
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(pricingOptions).where(eq(pricingOptions.id, id)).for('update')
      if (!before) return false
      const { packageId: _package, ...changes } = input
      const [after] = await tx
        .update(pricingOptions)
        .set(changes)
        .where(eq(pricingOptions.id, id))
        .returning()
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
    }),
  )
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
