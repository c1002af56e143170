import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { pricingOptions, travelPackages } from '#app/db/schema.server'
import type { PricingImportFields } from '#app/schemas/pricing'
import { listAirports } from './airports.server'
import { type Actor, type HistoryEntry, recordHistory, snapshot } from './price-history.server'
import { type CsvProblem, type ImportRow, parsePricingCsv, pricingCsvTemplate } from './pricing-csv.server'

type OptionRow = typeof pricingOptions.$inferSelect
export type ImportCounts = { created: number; updated: number; removed: number }

// 4,000 rows of 7 columns stay well under the 65,535 parameters one Postgres statement may carry.
const BATCH_SIZE = 4000

const keyOf = (option: { airportId: number | null; departureDate: string }) =>
  `${option.airportId ?? ''}|${option.departureDate}`

/** Rows of a raw statement, from either driver. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/**
 * Imports a pricing CSV into one package. The file is read first, its airport codes looked up among the
 * airports; when any row needs fixing, nothing is written and the problems are the answer. Null for an
 * unknown package.
 */
export async function importPricingCsv(
  db: Database,
  fields: PricingImportFields,
  csv: string,
  actor: Actor,
): Promise<{ problems: CsvProblem[] } | { counts: ImportCounts } | null> {
  const airports = await listAirports(db)
  const { rows, problems } = parsePricingCsv(csv, {
    airportIdByCode: new Map(airports.map((airport) => [airport.code.toUpperCase(), airport.id])),
    defaultAirportId: fields.airportId,
  })
  if (problems.length > 0) return { problems }
  const counts = await importPricing(db, fields, rows, actor)
  return counts && { counts }
}

/** A CSV template that imports as it is, naming up to three of the site's own airports. */
export async function makePricingTemplate(db: Database, today = new Date()) {
  const airports = await listAirports(db)
  return pricingCsvTemplate(
    today,
    airports.slice(0, 3).map((airport) => airport.code),
  )
}

/**
 * Writes parsed rows all at once: with `replaceExisting`, options of the package (for the chosen
 * airport, when there is one) that the file does not list are removed; every row is created or updated
 * by package, airport and date. A dry run answers the same counts and writes nothing.
 */
async function importPricing(
  db: Database,
  fields: PricingImportFields,
  rows: ImportRow[],
  actor: Actor,
): Promise<ImportCounts | null> {
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
    const history: HistoryEntry[] = []
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
