import { z } from 'zod'
import { DURATION_VALUES, type SearchField } from '#app/lib/search-options'
import { idField } from './fields'

export type { SearchField }

export const MONTH_MESSAGE = 'Use a month such as 2027-05'
export const DURATION_MESSAGE = 'Choose a duration of 2-3, 4-6, 7, 8-13 or 14+ nights'
export const unknownAirport = (code: unknown) => `Unknown airport code "${String(code)}"`
export const unknownDestination = (id: unknown) => `Unknown destination "${String(id)}"`

// A select left on 'Any' sends an empty value: it means no filter, not a bad one.
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional())

/**
 * The holiday search filters, as the offers page URL and `GET /api/travel-packages` carry them. Every
 * field is optional; unknown query parameters (such as campaign tags) are dropped. Whether an airport
 * code or destination exists is for the search service to say: this schema only knows their shape.
 */
export const PackageSearchSchema = z.object({
  destination: optional(idField('Choose a destination from the list')),
  month: optional(
    z
      .string({ error: MONTH_MESSAGE })
      .trim()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE),
  ),
  duration: optional(z.enum(DURATION_VALUES, { error: DURATION_MESSAGE })),
  // Every IATA airport code is three letters, so anything else is unknown by definition.
  airport: optional(
    z
      .string({ error: (issue) => unknownAirport(issue.input) })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { error: (issue) => unknownAirport(issue.input) }),
  ),
})

export type PackageSearch = z.infer<typeof PackageSearchSchema>

/** A filter that could not be used, and why. */
export type SearchProblem = { path: string; message: string }

/**
 * For pages: a bad value (an old bookmark, a hand-edited link) drops that one filter and says why,
 * instead of refusing the whole page as the API does.
 */
export function readPackageSearch(input: Record<string, unknown>): {
  filters: PackageSearch
  problems: SearchProblem[]
} {
  const result = PackageSearchSchema.safeParse(input)
  if (result.success) return { filters: result.data, problems: [] }
  const bad = new Set(result.error.issues.map((issue) => issue.path[0]))
  const usable = Object.fromEntries(Object.entries(input).filter(([key]) => !bad.has(key)))
  return {
    filters: PackageSearchSchema.parse(usable),
    problems: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  }
}
