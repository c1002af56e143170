import type { PackageSearch, SearchField } from '#app/schemas/package-search'
import { FIELD_LABELS, filterLabel, type SearchBoxOptions, searchChoices } from './search-labels'

/**
 * The four labelled selects of the holiday search, every one optional ('Any'). The current choice stays
 * selectable even when it is no longer offered, so the form never silently drops it.
 */
export function SearchSelects({
  options,
  values = {},
  idPrefix,
}: {
  options: SearchBoxOptions
  values?: PackageSearch
  idPrefix: string
}) {
  const choices = searchChoices(options)
  return (
    <>
      {(Object.keys(FIELD_LABELS) as SearchField[]).map((field) => {
        const current = values[field] === undefined ? '' : String(values[field])
        const listed = choices[field]
        const fieldChoices =
          current && !listed.some((choice) => choice.value === current)
            ? [...listed, { value: current, label: filterLabel(field, current, options) }]
            : listed
        return (
          <div key={field} className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={`${idPrefix}-${field}`} className="font-medium text-sm">
              {FIELD_LABELS[field]}
            </label>
            <select
              id={`${idPrefix}-${field}`}
              name={field}
              defaultValue={current}
              className="h-11 w-full rounded-md border border-input bg-background px-3 text-sm sm:h-10"
            >
              <option value="">Any</option>
              {fieldChoices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
        )
      })}
    </>
  )
}
