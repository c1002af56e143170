import { z } from 'zod'
import { PACKAGE_STATUSES } from '#app/lib/catalogue'
import { PACKAGE_LIST_FIELDS, PACKAGE_SORT_VALUES } from '#app/lib/package-list'
import { activeFields } from '#app/lib/package-search'
import { idField } from './fields'
import { blankToUndefined, type PackageSearch } from './package-search'

export const MAX_LIST_SEARCH_LENGTH = 100

// An admin control left on 'Any' (or a cleared search box) sends an empty value: no filter, not a bad one.
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional())

/** The staff's list filters (`app/lib/package-list.ts` says why they are named apart from the search's). */
export const PackageListFiltersSchema = z.object({
  q: optional(
    z
      .string({ error: 'Search with one piece of text.' })
      .trim()
      .max(MAX_LIST_SEARCH_LENGTH, `Search with at most ${MAX_LIST_SEARCH_LENGTH} characters.`),
  ),
  status: optional(z.enum(PACKAGE_STATUSES, { error: 'Choose a status of draft or published.' })),
  featured: optional(
    z
      .enum(['true', 'false'], { error: 'Use featured=true or featured=false.' })
      .transform((v) => v === 'true'),
  ),
  destinationId: optional(idField('Choose a destination by its numeric id.')),
  sort: optional(z.enum(PACKAGE_SORT_VALUES, { error: `Sort by ${PACKAGE_SORT_VALUES.join(', ')}.` })),
})

/**
 * `GET /api/travel-packages` takes the holiday search's filters (SPEC's) or the staff's list filters, never
 * both: they answer different questions (priced, published holidays; the catalogue as staff keep it).
 */
export function oneKindOfFilter(
  query: PackageSearch & z.infer<typeof PackageListFiltersSchema>,
  context: z.RefinementCtx,
) {
  const listFields = PACKAGE_LIST_FIELDS.filter((field) => query[field] !== undefined)
  const [first] = listFields
  if (activeFields(query).length === 0 || first === undefined) return
  context.addIssue({
    code: 'custom',
    path: [first],
    message: `${listFields.join(', ')} cannot be combined with the holiday search (destination, month, duration, airport).`,
  })
}
