import { Link } from 'react-router'
import { OfferCard } from '#app/components/offer-card'
import { SearchHelpIsland } from '#app/components/offers/search-help'
import { describeSearch, type SearchBoxOptions } from '#app/components/search/search-labels'
import { useReturnTo } from '#app/components/use-return-to'
import type { PackageCard } from '#app/lib/package-card'
import {
  type Alternatives,
  FIELD_NOUNS,
  holidaysFound,
  offersHref,
  resultHref,
  type Suggestion,
} from '#app/lib/package-search'
import type { PackageSearch, SearchField } from '#app/schemas/package-search'

type NoResultsProps = {
  filters: PackageSearch
  alternatives: Alternatives<PackageCard>
  options: SearchBoxOptions
  phone: string
}

/** 'month, duration or departure airport' */
function listNouns(fields: SearchField[]): string {
  const nouns = fields.map((field) => FIELD_NOUNS[field])
  return nouns.length > 1 ? `${nouns.slice(0, -1).join(', ')} or ${nouns.at(-1)}` : (nouns[0] ?? '')
}

function hint(suggestions: Suggestion[]): string {
  const relaxable = suggestions.filter((suggestion) => suggestion.dropped.length === 1)
  if (relaxable.length > 0)
    return `We have holidays if you change the ${listNouns(relaxable.flatMap((s) => s.dropped))}:`
  if (suggestions.length > 0) return 'We have holidays if you relax more than one of your choices:'
  return 'Try removing some of your choices, or browse all of our holidays.'
}

/** A search that found nothing: which choices to relax, the nearest holidays instead, and a person to ask. */
export function NoResults({ filters, alternatives, options, phone }: NoResultsProps) {
  const { suggestions, spotlight } = alternatives
  const searched = describeSearch(filters, options)
  const returnTo = useReturnTo()
  return (
    <div className="mt-6 flex flex-col gap-8 rounded-xl border bg-card p-5 shadow-sm sm:p-8">
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold text-xl">No holidays match all of your choices</h3>
        <p className="text-muted-foreground">{hint(suggestions)}</p>
        <ul className="flex flex-col gap-2">
          {suggestions.map((suggestion) => {
            const description = describeSearch(suggestion.filters, options) || 'All holidays'
            return (
              <li key={offersHref(suggestion.filters)} className="flex flex-wrap items-baseline gap-x-2">
                <Link
                  to={offersHref(suggestion.filters)}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {description}
                </Link>
                <span className="text-muted-foreground text-sm">
                  {holidaysFound(suggestion.count)} with any {listNouns(suggestion.dropped)}
                </span>
              </li>
            )
          })}
          <li>
            <Link to="/offers" className="font-medium text-primary underline underline-offset-4">
              See all our holidays
            </Link>
          </li>
        </ul>
      </div>

      {spotlight && (
        <section aria-labelledby="alternatives-heading" className="flex flex-col gap-4">
          <h3 id="alternatives-heading" className="font-semibold text-lg">
            Holidays you could book instead
          </h3>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {spotlight.packages.map((pkg) => (
              <li key={pkg.id}>
                <OfferCard pkg={pkg} href={resultHref(pkg, spotlight.filters)} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <SearchHelpIsland
        returnTo={returnTo}
        phone={phone}
        prefill={`I'm looking for a holiday${searched ? `: ${searched}` : ''}. Please call me back.`}
      />
    </div>
  )
}
