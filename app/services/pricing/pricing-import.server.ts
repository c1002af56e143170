import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { pricingOptions, travelPackages } from '#app/db/schema.server'
import {
  applyPriceCells,
  type ImportAnswer,
  type ImportPreviewRow,
  type ImportRemoval,
  type PriceFields,
} from '#app/lib/pricing-import'
import type { PricingImportFields } from '#app/schemas/pricing'
import { listAirports } from './airports.server'
import { type Actor, type HistoryEntry, recordHistory, snapshot } from './price-history.server'
import {
  type CsvFileProblem,
  type CsvProblem,
  type ImportRow,
  parsePricingCsv,
  pricingCsvTemplate,
} from './pricing-csv.server'

type OptionRow = typeof pricingOptions.$inferSelect

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

/** A row to write: where it goes and what it will hold, once its blank cells have taken the stored values. */
type PlannedRow = Pick<ImportRow, 'row' | 'airportId' | 'departureDate'> & PriceFields

/**
 * Imports a pricing CSV into one package, or with `dryRun` says what the import would do to each row and
 * writes nothing. The file is read first, its airport codes looked up among the airports; a file that cannot
 * be read, or (for a real import) any row that needs fixing, writes nothing and is the answer's `problems`.
 * Null for an unknown package.
 */
export async function importPricingCsv(
  db: Database,
  fields: PricingImportFields,
  csv: string,
  actor: Actor,
): Promise<{ problems: (CsvProblem | CsvFileProblem)[] } | ImportAnswer | null> {
  const airports = await listAirports(db)
  const parsed = parsePricingCsv(csv, {
    airportIdByCode: new Map(airports.map((airport) => [airport.code.toUpperCase(), airport.id])),
    defaultAirportId: fields.airportId,
  })
  if ('fileProblem' in parsed) return { problems: [parsed.fileProblem] }
  const { rows, problems } = parsed
  if (problems.length > 0 && !fields.dryRun) return { problems }

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

  const codeOf = new Map(airports.map((airport) => [airport.id, airport.code]))
  const airportOf = (airportId: number | null) =>
    airportId === null ? null : (codeOf.get(airportId) ?? null)
  const preview: ImportPreviewRow[] = problems.map((problem) => ({
    row: problem.row,
    airport: problem.airport || airportOf(fields.airportId),
    departureDate: problem.departureDate,
    action: 'error',
    message: problem.message,
  }))
  const toWrite: PlannedRow[] = []
  for (const row of rows) {
    const stored = existingByKey.get(keyOf(row))
    const { values, changes } = applyPriceCells(row, stored)
    const place = { row: row.row, airport: airportOf(row.airportId), departureDate: row.departureDate }
    if (!stored) preview.push({ ...place, action: 'create', values })
    else if (changes.length > 0) preview.push({ ...place, action: 'update', values, changes })
    else preview.push({ ...place, action: 'unchanged', values })
    if (!stored || changes.length > 0) toWrite.push({ ...row, ...values })
  }
  const count = (action: ImportPreviewRow['action']) => preview.filter((row) => row.action === action).length
  const answer: ImportAnswer = {
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    removed: toRemove.length,
    errors: problems.length,
    dryRun: fields.dryRun,
    replaceExisting: fields.replaceExisting,
  }
  if (fields.dryRun) {
    const removals: ImportRemoval[] = toRemove.map((row) => ({
      airport: airportOf(row.airportId),
      departureDate: row.departureDate,
      price: row.price,
    }))
    return { ...answer, rows: preview.sort((a, b) => a.row - b.row), removals }
  }
  await writeImport(
    db,
    { packageId: fields.packageId, duration: pkg.duration },
    toWrite,
    toRemove,
    existingByKey,
    actor,
  )
  return answer
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
 * Writes an import at once, in one transaction with its price history: the departures the file does not
 * list are removed (with `replaceExisting`), and every new or changed row is created or updated by
 * package, airport and date. Rows the file leaves as they are are not written, so their history stays quiet.
 */
async function writeImport(
  db: Database,
  pkg: { packageId: number; duration: number },
  rows: PlannedRow[],
  toRemove: OptionRow[],
  existingByKey: Map<string, OptionRow>,
  actor: Actor,
) {
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
    const written =
      rows.length === 0
        ? []
        : rowsOf<OptionRow & { id: number }>(
            await tx.execute(sql`
        insert into ${pricingOptions}
          (package_id, airport_id, departure_date, return_date, price, discounted_price, available_seats, is_available)
        select ${pkg.packageId}::int, row.*
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
}
