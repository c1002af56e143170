import { Link } from 'react-router'
import { Icon } from '#app/components/icon'
import { FIELD_LABELS, filterLabel, type SearchBoxOptions } from '#app/components/search/search-labels'
import { activeFields, offersHref, withoutFields } from '#app/lib/package-search'
import type { PackageSearch } from '#app/schemas/package-search'

/** The chosen filters as chips; each 'Remove' is a plain link to the same search without it. */
export function ActiveFilters({ filters, options }: { filters: PackageSearch; options: SearchBoxOptions }) {
  const fields = activeFields(filters)
  if (fields.length === 0) return null
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <ul aria-label="Active filters" className="flex flex-wrap gap-2">
        {fields.map((field) => {
          const label = `${FIELD_LABELS[field]}: ${filterLabel(field, filters[field] ?? '', options)}`
          return (
            <li
              key={field}
              className="inline-flex items-center gap-1 rounded-full border border-lagoon-200 bg-lagoon-50 py-1 pr-1 pl-3 text-sm"
            >
              <span>{label}</span>
              <Link
                to={offersHref(withoutFields(filters, [field]))}
                aria-label={`Remove ${label}`}
                className="inline-flex min-h-8 items-center gap-0.5 rounded-full px-2 font-medium text-primary hover:bg-lagoon-100 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <Icon name="x" size={14} />
                Remove
              </Link>
            </li>
          )
        })}
      </ul>
      {fields.length > 1 && (
        <Link
          to="/offers"
          className="px-2 font-medium text-primary text-sm underline-offset-4 hover:underline"
        >
          Clear all filters
        </Link>
      )}
    </div>
  )
}
