import type { PriceSnapshot } from './catalogue'

/** What an import row sets on a departure. */
export type PriceFields = Pick<PriceSnapshot, 'price' | 'discountedPrice' | 'availableSeats' | 'isAvailable'>
export type PriceField = keyof PriceFields

/**
 * One CSV row's cells for a departure's price fields. The price is always given; an optional cell left blank
 * (or a column the file lacks) is `undefined`, which keeps what is stored, and `null` is a cell that clears
 * it ('0', 'none' or '-' for a discount; 'none' or '-' for seats) (decision 51).
 */
export type PriceCells = {
  price: string
  discountedPrice?: string | null
  availableSeats?: number | null
  isAvailable?: boolean
}

/** One field an import changes: a discount it removes has `after: null`. */
export type FieldChange = {
  [Field in PriceField]: { field: Field; before: PriceFields[Field]; after: PriceFields[Field] }
}[PriceField]

/** Where a CSV row goes: the airport's code (null for none) and its departure date, as read or as written. */
type RowPlace = { row: number; airport: string | null; departureDate: string }

/** What an import does with one CSV row, as the dry run answers it. */
export type ImportPreviewRow = RowPlace &
  (
    | { action: 'create'; values: PriceFields }
    | { action: 'update'; values: PriceFields; changes: FieldChange[] }
    | { action: 'unchanged'; values: PriceFields }
    | { action: 'error'; message: string }
  )

/** A stored departure that `replaceExisting` deletes because the file does not list it. */
export type ImportRemoval = { airport: string | null; departureDate: string; price: string }

export type ImportCounts = { created: number; updated: number; unchanged: number; removed: number }

/** `POST /api/pricing/import`'s answer for a file it can read; a dry run adds its rows and removals. */
export type ImportAnswer = ImportCounts & {
  dryRun: boolean
  replaceExisting: boolean
  /** Rows that need fixing before the file can be imported; a real import refuses the file instead. */
  errors: number
  rows?: ImportPreviewRow[]
  removals?: ImportRemoval[]
}

const PRICE_FIELDS: PriceField[] = ['price', 'discountedPrice', 'availableSeats', 'isAvailable']
const NEW_DEPARTURE = { discountedPrice: null, availableSeats: null, isAvailable: true }

/**
 * What a departure holds after an import row: each blank cell keeps the stored value (a new departure's
 * default when there is none), every other cell replaces it. `changes` lists the fields that differ.
 */
export function applyPriceCells(
  cells: PriceCells,
  stored: PriceFields | undefined,
): { values: PriceFields; changes: FieldChange[] } {
  const kept = stored ?? NEW_DEPARTURE
  const values: PriceFields = {
    price: cells.price,
    discountedPrice: cells.discountedPrice === undefined ? kept.discountedPrice : cells.discountedPrice,
    availableSeats: cells.availableSeats === undefined ? kept.availableSeats : cells.availableSeats,
    isAvailable: cells.isAvailable ?? kept.isAvailable,
  }
  const changes = stored
    ? PRICE_FIELDS.filter((field) => stored[field] !== values[field]).map(
        (field) => ({ field, before: stored[field], after: values[field] }) as FieldChange,
      )
    : []
  return { values, changes }
}
