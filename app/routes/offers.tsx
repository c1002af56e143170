import { data, redirect, useNavigation } from 'react-router'
import { type AppContext, getAppContext } from '#app/app-context.server'
import { OffersCallbackPanelIsland } from '#app/components/callback/offers-callback-panel'
import { NewsletterPanel } from '#app/components/newsletter/newsletter-panel'
import { OfferCard } from '#app/components/offer-card'
import { ActiveFilters } from '#app/components/offers/active-filters'
import { FocusResultsOnArrivalIsland } from '#app/components/offers/focus-results-on-arrival'
import { NoResults } from '#app/components/offers/no-results'
import { PageLinks } from '#app/components/offers/page-links'
import { RefineSearch } from '#app/components/offers/refine-search'
import { useFocusOnPageChange } from '#app/components/offers/use-focus-on-page-change'
import { Spinner } from '#app/components/ui/spinner'
import { useReturnTo } from '#app/components/use-return-to'
import { offersPageHref, pageCount, pageSlice, readPageNumber } from '#app/lib/offers-pages'
import { toPackageCard } from '#app/lib/package-card'
import { activeFields, holidaysFound, resultHref, searchQuery } from '#app/lib/package-search'
import { SEARCH_FIELDS } from '#app/lib/search-options'
import { pageMeta, pageTitle } from '#app/lib/seo'
import type { RouteHandle } from '#app/root'
import { type PackageSearch, readPackageSearch } from '#app/schemas/package-search'
import { findAlternatives } from '#app/services/search/alternatives.server'
import { searchPackages } from '#app/services/search/package-search.server'
import type { Route } from './+types/offers'

// The page shows its own sign-up below the offers; the footer's would repeat it a screen later. Sent to
// visitors as islands (decision 60): its search and page links are plain GET forms and links.
export const handle: RouteHandle = { footerNewsletter: false, islands: true }

const NO_OPTIONS = { destinations: [], airports: [], months: [] }

/**
 * This page's address with some parameters changed (null drops one). From the page's address, not the
 * request's: a client navigation asks for '/offers.data?_routes=…'.
 */
function offersAddress(url: URL, changes: Record<string, string | null>) {
  const query = new URLSearchParams(url.search)
  query.delete('_routes')
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) query.delete(name)
    else query.set(name, value)
  }
  return query.size > 0 ? `/offers?${query}` : '/offers'
}

/**
 * What the loader reads from the address (the search and the page number): any other query parameter is taken off
 * before the page is rendered or kept (decision 49).
 */
export const queryParameters = [...SEARCH_FIELDS, 'page']

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, reportError, searchOptions } = getAppContext(context)
  const url = new URL(request.url)
  // The search box sends its 'Any' choices as empty values, and page 1 needs no number (nor does a page
  // number that means nothing, which shows page 1): a clean URL is the one worth sharing.
  const blanks = SEARCH_FIELDS.filter((field) => url.searchParams.get(field)?.trim() === '')
  const pageParameter = url.searchParams.get('page')
  const pageNumber = readPageNumber(pageParameter) ?? 1
  const unneeded = pageParameter !== null && pageNumber === 1 ? [...blanks, 'page'] : blanks
  if (unneeded.length > 0) {
    throw redirect(offersAddress(url, Object.fromEntries(unneeded.map((name) => [name, null]))))
  }
  const { filters, problems } = readPackageSearch(Object.fromEntries(url.searchParams))
  const found = await findOffers({ db, searchOptions }, filters, pageNumber).catch((error: unknown) => {
    // The listing has its own failure state, so a database hiccup shows a friendly message; with a 503,
    // so that no cache keeps it and the log has the cause.
    reportError(error)
    return null
  })
  if (!found) {
    return data(
      {
        filters,
        options: NO_OPTIONS,
        problems: [],
        packages: null,
        total: 0,
        page: { number: 1, count: 1 },
        alternatives: null,
      },
      { status: 503 },
    )
  }
  const count = pageCount(found.total)
  // A page past the end (the catalogue has shrunk since the link was made, or a hand-edited number) shows
  // the last page, at its own address so that its links and "Page X of Y" agree with it.
  if (pageNumber > count) throw redirect(offersAddress(url, { page: count > 1 ? String(count) : null }))
  return {
    ...found,
    filters,
    problems: [...problems, ...found.problems].map((problem) => problem.message),
    page: { number: pageNumber, count },
  }
}

/** One page of a search's results with their total, the search box's choices, and alternatives for none. */
async function findOffers(
  { db, searchOptions }: Pick<AppContext, 'db' | 'searchOptions'>,
  filters: PackageSearch,
  pageNumber: number,
) {
  const [outcome, options] = await Promise.all([
    searchPackages(db, filters, new Date(), pageSlice(pageNumber)),
    searchOptions(),
  ])
  const alternatives =
    outcome.total === 0 && activeFields(filters).length > 0 ? await findAlternatives(db, filters) : null
  const spotlight = alternatives?.spotlight
  return {
    options,
    problems: outcome.problems,
    packages: outcome.packages.map(toPackageCard),
    total: outcome.total,
    alternatives: alternatives && {
      ...alternatives,
      spotlight: spotlight ? { ...spotlight, packages: spotlight.packages.map(toPackageCard) } : null,
    },
  }
}

/**
 * Every search shares the canonical '/offers', so search engines see one listing, not one per filter. The
 * listing's own later pages are canonical to themselves (decision 40): they hold other packages than page 1,
 * and a crawler told they are page 1 may stop following their links.
 */
export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { config, origin } = matches[0].loaderData
  const pageNumber = loaderData?.page.number ?? 1
  const ownPage = pageNumber > 1 && loaderData && activeFields(loaderData.filters).length === 0
  return pageMeta({
    title: pageTitle({
      page: 'Our Latest Holiday Offers',
      detail: pageNumber > 1 ? `page ${pageNumber}` : undefined,
      siteName: config.agencyName,
    }),
    description:
      'Browse our latest flight-inclusive city breaks in Italy: Venice, Rome, Florence, the Amalfi Coast and more, with departures from airports across the UK.',
    origin,
    path: ownPage ? offersPageHref({}, pageNumber) : '/offers',
    siteName: config.agencyName,
  })
}

export default function Offers({ loaderData, matches }: Route.ComponentProps) {
  const { filters, options, problems, packages, total, page, alternatives } = loaderData
  const { config } = matches[0].loaderData
  const navigation = useNavigation()
  const returnTo = useReturnTo()
  const resultsHeading = useFocusOnPageChange(filters, page.number)
  // Only a navigation to this listing (a new search, say) shows the spinner, not leaving it.
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/offers'
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="font-semibold text-3xl sm:text-4xl">Our Latest Holiday Offers</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Flight-inclusive breaks with handpicked hotels, all ATOL protected. Featured offers come first.
      </p>
      <RefineSearch filters={filters} options={options} />
      {problems.length > 0 && (
        <div
          role="status"
          className="mt-4 rounded-lg border border-terracotta-200 bg-terracotta-50 p-4 text-sm"
        >
          <p className="font-medium">We couldn't use all of your choices:</p>
          <ul className="mt-1 list-inside list-disc">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <section aria-labelledby="offers-results-heading" className="mt-8">
        {/*
         * Always in the page, so screen readers announce the count each new search puts in it (WCAG 4.1.3);
         * the spinner beside it says the search is under way.
         */}
        <div role="status">
          {!loading && packages !== null ? (
            <h2
              id="offers-results-heading"
              ref={resultsHeading}
              tabIndex={-1}
              className="font-semibold text-2xl"
            >
              {holidaysFound(total)}
            </h2>
          ) : null}
        </div>
        {packages !== null ? <FocusResultsOnArrivalIsland headingId="offers-results-heading" /> : null}
        {loading ? (
          <div className="mt-10 flex justify-center">
            <Spinner label="Loading holiday offers..." showLabel />
          </div>
        ) : packages === null ? (
          <div
            role="alert"
            className="mt-10 rounded-xl border border-destructive/30 bg-destructive/5 p-6 text-center"
          >
            <p className="font-medium text-destructive">
              Sorry, we couldn't load our travel packages at this time.
            </p>
            <p className="mt-1 text-muted-foreground">Please try again later.</p>
          </div>
        ) : (
          <>
            <ActiveFilters filters={filters} options={options} />
            {packages.length > 0 ? (
              <>
                <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {packages.map((pkg) => (
                    <li key={pkg.id}>
                      <OfferCard pkg={pkg} href={resultHref(pkg, filters)} />
                    </li>
                  ))}
                </ul>
                <PageLinks filters={filters} page={page} />
              </>
            ) : alternatives ? (
              <NoResults
                key={searchQuery(filters)}
                filters={filters}
                alternatives={alternatives}
                options={options}
                phone={config.agencyPhone}
              />
            ) : (
              <p className="mt-6 text-muted-foreground">No travel packages available. Check back later!</p>
            )}
          </>
        )}
      </section>
      <div className="mt-12 flex flex-col gap-8 sm:mt-16">
        <OffersCallbackPanelIsland returnTo={returnTo} />
        <NewsletterPanel />
      </div>
    </div>
  )
}
