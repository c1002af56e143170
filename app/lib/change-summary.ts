/**
 * The before/after of an audit entry (decision 36): what a thing's fields were and became, kept to the
 * fields that changed and shortened so a long description costs a line, not a page.
 */
export type Facts = Record<string, unknown>

/** A thing as an audit entry snapshots it: its name and fields (`app/services/audit/audited-things.server.ts`). */
export type Described = {
  name: string
  facts: Facts
  /**
   * How the entry's words name the thing when that is more than its name: "Maria Rossi's request". It may
   * name a visitor, so whatever deletes the thing rewrites it in the entries (decision 53).
   */
  subject?: string
}

const LONGEST_VALUE = 120
const LONGEST_SUMMARY = 600

const shorten = (text: string, longest: number) =>
  text.length <= longest ? text : `${text.slice(0, longest - 1)}…`

/** A row as an audit entry keeps it: everything but what is named, long text shortened. */
export function factsOf(row: Record<string, unknown>, leaveOut: readonly string[] = []): Facts {
  const facts: Facts = {}
  for (const [key, value] of Object.entries(row)) {
    if (leaveOut.includes(key)) continue
    facts[key] =
      typeof value === 'string'
        ? shorten(value, LONGEST_VALUE)
        : value instanceof Date
          ? value.toISOString()
          : value
  }
  return facts
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Only the fields that differ, on both sides; a side that does not exist (a creation, a deletion) stays null. */
export function changedFacts(before: Facts | null, after: Facts | null) {
  if (!before || !after) return { before, after }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !same(before[key], after[key]),
  )
  const pick = (facts: Facts) => Object.fromEntries(keys.map((key) => [key, facts[key] ?? null]))
  return { before: pick(before), after: pick(after) }
}

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? 'empty'
    : typeof value === 'string'
      ? `“${value}”`
      : JSON.stringify(value)

/** One line for people: 'price: “499.00” → “459.00”' for a change, the fields themselves for a creation or a deletion. */
export function summariseChange({ before, after }: { before: Facts | null; after: Facts | null }): string {
  const parts =
    before && after
      ? Object.keys(after).map((key) => `${key}: ${shown(before[key])} → ${shown(after[key])}`)
      : Object.entries(after ?? before ?? {})
          .filter(([, value]) => value !== null && value !== '')
          .map(([key, value]) => `${key}: ${shown(value)}`)
  if (parts.length === 0) return before && after ? 'Nothing changed.' : ''
  return shorten(parts.join('; '), LONGEST_SUMMARY)
}
