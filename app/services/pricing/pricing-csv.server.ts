import { parse } from 'csv-parse/sync'
import { isSensibleYear } from '#app/lib/dates'
import { PRICE_TEXT_PATTERN, toMoneyString, toPence } from '#app/lib/money'
import type { PriceCells } from '#app/lib/pricing-import'
import { MAX_SEATS } from '#app/schemas/pricing'

const PRICING_CSV_COLUMNS = [
  'airport_code',
  'departureDate',
  'price',
  'discountedPrice',
  'availableSeats',
  'isAvailable',
] as const

/** A row that needs fixing, with its airport and date cells as written, for the preview to show where. */
export type CsvProblem = { row: number; message: string; airport: string; departureDate: string }
/** Why the file as a whole cannot be read: no rows, a missing column, not CSV. */
export type CsvFileProblem = { row: number; message: string }
export type ImportRow = PriceCells & { row: number; airportId: number | null; departureDate: string }

/** Cells that clear a stored value; a blank one keeps it (decision 51). */
const CLEARED = new Set(['none', '-'])

/** 'YYYY-MM-DD' or a spreadsheet's 'DD/MM/YYYY', checked to be a real day. */
function readDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  const british = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : british
      ? [Number(british[3]), Number(british[2]), Number(british[1])]
      : [0, 0, 0]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (
    !isSensibleYear(year) ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null
  return date.toISOString().slice(0, 10)
}

/** '£1,299.50', '1299.5' or '999' as pence; NaN when it is not a price. */
function readPence(text: string): number {
  const clean = text.replace(/[£,\s]/g, '')
  return PRICE_TEXT_PATTERN.test(clean) ? toPence(clean) : Number.NaN
}

/** A blank cell is undefined: it keeps what is stored, and a new departure is available. */
function readFlag(text: string): boolean | undefined | null {
  const value = text.toLowerCase()
  if (value === '') return undefined
  if (['true', 'yes', 'y', '1', 'available'].includes(value)) return true
  if (['false', 'no', 'n', '0', 'unavailable'].includes(value)) return false
  return null
}

type ParseContext = { airportIdByCode: Map<string, number>; defaultAirportId: number | null }

/** One row as a price to store, or the sentence that says what is wrong with it. */
function readRow(record: Record<string, string>, row: number, context: ParseContext): ImportRow | string {
  const code = (record.airport_code ?? '').toUpperCase()
  const airportId = code ? (context.airportIdByCode.get(code) ?? null) : context.defaultAirportId
  if (code && airportId === null) return `Unknown airport code "${code}"`
  const departureDate = readDate(record.departureDate ?? '')
  if (!departureDate) return 'departureDate must be a date such as 2027-05-14 or 14/05/2027'
  const price = readPence(record.price ?? '')
  if (!(price > 0)) return 'price must be an amount above £0, such as 999 or £1,299.00'
  const discountText = (record.discountedPrice ?? '').toLowerCase()
  let discountedPrice: string | null | undefined
  if (discountText) {
    const discount = CLEARED.has(discountText) ? 0 : readPence(discountText)
    if (!(discount >= 0 && discount < price))
      return 'discountedPrice must be below the price, or 0, none or - to remove the discount'
    discountedPrice = discount === 0 ? null : toMoneyString(discount)
  }
  const seatsText = (record.availableSeats ?? '').toLowerCase()
  let availableSeats: number | null | undefined
  if (seatsText) {
    availableSeats = CLEARED.has(seatsText)
      ? null
      : /^\d{1,6}$/.test(seatsText)
        ? Number(seatsText)
        : Number.NaN
    if (availableSeats !== null && !(availableSeats <= MAX_SEATS))
      return `availableSeats must be a whole number from 0 to ${MAX_SEATS.toLocaleString('en-GB')}, or none or - to remove it`
  }
  const isAvailable = readFlag(record.isAvailable ?? '')
  if (isAvailable === null) return 'isAvailable must be true or false'
  return {
    row,
    airportId,
    departureDate,
    price: toMoneyString(price),
    discountedPrice,
    availableSeats,
    isAvailable,
  }
}

/**
 * Reads a pricing CSV as spreadsheets save it (byte-order mark, CRLF, quoted fields, blank lines).
 * Row numbers are the spreadsheet's: the header is row 1. Every problem is reported, not just the first.
 */
export function parsePricingCsv(
  text: string,
  { airportIdByCode, defaultAirportId }: ParseContext,
): { fileProblem: CsvFileProblem } | { rows: ImportRow[]; problems: CsvProblem[] } {
  let records: Record<string, string>[]
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim()),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    })
  } catch (error) {
    return { fileProblem: { row: 0, message: `The file is not a readable CSV: ${(error as Error).message}` } }
  }
  if (records.length === 0) return { fileProblem: { row: 0, message: 'The file has no price rows.' } }
  const header = Object.keys(records[0] ?? {})
  const missing = ['departureDate', 'price'].filter((column) => !header.includes(column))
  if (missing.length) return { fileProblem: { row: 1, message: `Missing column: ${missing.join(', ')}` } }

  const rows: ImportRow[] = []
  const problems: CsvProblem[] = []
  const seen = new Map<string, number>()
  for (const [index, record] of records.entries()) {
    const row = index + 2
    const problem = (message: string) =>
      problems.push({
        row,
        message,
        airport: (record.airport_code ?? '').toUpperCase(),
        departureDate: record.departureDate ?? '',
      })
    const checked = readRow(record, row, { airportIdByCode, defaultAirportId })
    if (typeof checked === 'string') {
      problem(checked)
      continue
    }
    const key = `${checked.airportId}|${checked.departureDate}`
    const earlier = seen.get(key)
    if (earlier) {
      problem(`The same airport and date is already on row ${earlier}`)
      continue
    }
    seen.set(key, row)
    rows.push(checked)
  }
  return { rows, problems }
}

/** A template that imports as it is: several airports, a discount, a sold-out date and a spreadsheet date. */
export function pricingCsvTemplate(today: Date, airportCodes: string[]) {
  const codes = airportCodes.length > 0 ? airportCodes.slice(0, 3) : ['']
  const day = (offset: number) => new Date(today.getFullYear(), today.getMonth() + 2, 1 + offset)
  const iso = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
  const british = (date: Date) =>
    `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`
  const lines = [PRICING_CSV_COLUMNS.join(',')]
  codes.forEach((code, index) => {
    lines.push(`${code},${iso(day(index * 7))},1299.00,999.00,20,true`)
    lines.push(`${code},${british(day(index * 7 + 3))},"£1,349.00",,8,true`)
    lines.push(`${code},${iso(day(index * 7 + 5))},1249.00,,0,false`)
  })
  return `${lines.join('\r\n')}\r\n`
}
