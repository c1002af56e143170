import type { FieldChange, ImportAnswer, PriceFields } from '#app/lib/pricing-import'
import { formatOptionDate, formatPrice } from './pricing-groups'

/** One value in a preview row: the field, and what it was when the import changes it. */
export type PreviewValue = { label: string; value: string; was?: string; removed?: boolean }

/** A line of the preview table, in staff's words. */
export type PreviewLine = {
  key: string
  /** The spreadsheet's row number; empty for a departure the file does not list. */
  row: string
  airport: string
  departure: string
  result: 'New' | 'Changed' | 'No change' | 'Needs fixing' | 'Deleted'
  values: PreviewValue[]
  /** Why a row needs fixing. */
  message?: string
}

const LABELS: Record<keyof PriceFields, string> = {
  price: 'Price',
  discountedPrice: 'Discount',
  availableSeats: 'Seats',
  isAvailable: 'Status',
}

function show(field: keyof PriceFields, value: PriceFields[keyof PriceFields]): string {
  if (field === 'isAvailable') return value ? 'Available' : 'Unavailable'
  if (value === null) return 'none'
  return field === 'availableSeats' ? String(value) : formatPrice(value as string)
}

/** What a departure will hold, leaving out the blanks a new one starts with. */
const valuesOf = (values: PriceFields): PreviewValue[] =>
  (Object.keys(LABELS) as (keyof PriceFields)[])
    .filter((field) => values[field] !== null && !(field === 'isAvailable' && values[field]))
    .map((field) => ({ label: LABELS[field], value: show(field, values[field]) }))

const changeOf = (change: FieldChange): PreviewValue => ({
  label: LABELS[change.field],
  value: change.after === null ? 'removed' : show(change.field, change.after),
  was: show(change.field, change.before),
  removed: change.after === null,
})

/** The dry run's rows, and the departures replacing would delete, as the preview table lists them. */
export function previewLines(answer: ImportAnswer): PreviewLine[] {
  const lines: PreviewLine[] = (answer.rows ?? []).map((row) => {
    const place = {
      key: `row-${row.row}`,
      row: String(row.row),
      airport: row.airport ?? 'None',
      // A row that needs fixing shows its date cell as written: it may be what needs fixing.
      departure: row.action === 'error' ? row.departureDate || '—' : formatOptionDate(row.departureDate),
    }
    if (row.action === 'create') return { ...place, result: 'New', values: valuesOf(row.values) }
    if (row.action === 'update') return { ...place, result: 'Changed', values: row.changes.map(changeOf) }
    if (row.action === 'unchanged') return { ...place, result: 'No change', values: [] }
    return { ...place, result: 'Needs fixing', values: [], message: row.message }
  })
  for (const removal of answer.removals ?? []) {
    lines.push({
      key: `removal-${removal.airport}-${removal.departureDate}`,
      row: '',
      airport: removal.airport ?? 'None',
      departure: formatOptionDate(removal.departureDate),
      result: 'Deleted',
      values: [{ label: 'Price', value: formatPrice(removal.price) }],
    })
  }
  return lines
}

const rows = (count: number) => (count === 1 ? '1 row needs' : `${count} rows need`)

/** The preview's heading: what the import would do, or how many rows stop it. */
export function previewHeading(answer: ImportAnswer): string {
  if (answer.errors > 0) return `This file can't be imported yet: ${rows(answer.errors)} fixing`
  const { created, updated, unchanged, removed } = answer
  return `Preview: ${created} to create, ${updated} to update, ${unchanged} unchanged, ${removed} to remove`
}
