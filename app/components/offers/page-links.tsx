import { Link } from 'react-router'
import { Icon } from '#app/components/icon'
import { Button } from '#app/components/ui/button'
import { offersPageHref, pageNumbersAround } from '#app/lib/offers-pages'
import type { PackageSearch } from '#app/schemas/package-search'

type PageLinksProps = {
  filters: PackageSearch
  /** The page shown, from 1, and how many there are. */
  page: { number: number; count: number }
}

const NUMBER_CLASS = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 font-medium'

/**
 * Links to the other pages of a search: plain links that keep the filters, so they work without
 * JavaScript and crawlers follow them. Previous and Next at every width; the page numbers from the
 * small-screen breakpoint up, where there is room for them.
 */
export function PageLinks({ filters, page }: PageLinksProps) {
  if (page.count <= 1) return null
  const { number, count } = page
  return (
    <nav aria-label="Pages of results" className="mt-10 flex flex-col items-center gap-3">
      <p className="text-muted-foreground text-sm">{`Page ${number} of ${count}`}</p>
      <div className="flex w-full items-center gap-2 sm:justify-center">
        {number > 1 && (
          <Button asChild variant="outline">
            <Link to={offersPageHref(filters, number - 1)} rel="prev" aria-label="Previous page">
              <Icon name="chevron-left" size={16} />
              Previous
            </Link>
          </Button>
        )}
        <ol className="hidden items-center gap-1 sm:flex">
          {pageNumbersAround(number, count).map((shown) =>
            typeof shown === 'string' ? (
              // Only a mark: the links either side say which pages they are.
              <li key={shown} aria-hidden="true" className={NUMBER_CLASS}>
                …
              </li>
            ) : (
              <li key={shown}>
                {shown === number ? (
                  <span aria-current="page" className={`${NUMBER_CLASS} bg-primary text-primary-foreground`}>
                    {shown}
                  </span>
                ) : (
                  <Link
                    to={offersPageHref(filters, shown)}
                    aria-label={`Page ${shown}`}
                    className={`${NUMBER_CLASS} text-primary underline-offset-4 hover:bg-lagoon-50 hover:underline focus-visible:outline-2 focus-visible:outline-ring`}
                  >
                    {shown}
                  </Link>
                )}
              </li>
            ),
          )}
        </ol>
        {number < count && (
          <Button asChild variant="outline" className="ml-auto sm:ml-0">
            <Link to={offersPageHref(filters, number + 1)} rel="next" aria-label="Next page">
              Next
              <Icon name="chevron-right" size={16} />
            </Link>
          </Button>
        )}
      </div>
    </nav>
  )
}
