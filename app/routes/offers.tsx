import { data, redirect, useNavigation } from 'react-router'
import { getAppContext } from '#app/app-context.server'
import { OffersCallbackPanel } from '#app/components/callback/offers-callback-panel'
import { NewsletterPanel } from '#app/components/newsletter/newsletter-panel'
import { OfferCard } from '#app/components/offer-card'
import { ActiveFilters } from '#app/components/offers/active-filters'
import { NoResults } from '#app/components/offers/no-results'
import { RefineSearch } from '#app/components/offers/refine-search'
import { Spinner } from '#app/components/ui/spinner'
import { toPackageCard } from '#app/lib/package-card'
import { activeFields, holidaysFound, resultHref, searchQuery } from '#app/lib/package-search'
import { SEARCH_FIELDS } from '#app/lib/search-options'
import { pageMeta, pageTitle } from '#app/lib/seo'
import type { RouteHandle } from '#app/root'
import { readPackageSearch } from '#app/schemas/package-search'
import { findAlternatives } from '#app/services/search/alternatives.server'
import { loadSearchOptions } from '#app/services/search/options.server'
import { searchPackages } from '#app/services/search/package-search.server'
import type { Route } from './+types/offers'

// The page shows its own sign-up below the offers; the footer's would repeat it a screen later.
export const handle: RouteHandle = { footerNewsletter: false }

const NO_OPTIONS = { destinations: [], airports: [], months: [] }

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getAppContext(context)
  const url = new URL(request.url)
  // The search box sends its 'Any' choices as empty values; a clean URL is the one worth sharing.
  const blanks = SEARCH_FIELDS.filter((field) => url.searchParams.get(field)?.trim() === '')
  if (blanks.length > 0) {
    // From the page's address, not the request's: a client navigation asks for '/offers.data?_routes=…'.
    const clean = new URLSearchParams(url.search)
    for (const name of [...blanks, '_routes']) clean.delete(name)
    throw redirect(clean.size > 0 ? `/offers?${clean}` : '/offers')
  }
  const { filters, problems } = readPackageSearch(Object.fromEntries(url.searchParams))
  try {
    const [outcome, options] = await Promise.all([searchPackages(db, filters), loadSearchOptions(db)])
    const alternatives =
      outcome.packages.length === 0 && activeFields(filters).length > 0
        ? await findAlternatives(db, filters)
        : null
    const spotlight = alternatives?.spotlight
    return {
      filters,
      options,
      problems: [...problems, ...outcome.problems].map((problem) => problem.message),
      packages: outcome.packages.map(toPackageCard),
      alternatives: alternatives && {
        ...alternatives,
        spotlight: spotlight ? { ...spotlight, packages: spotlight.packages.map(toPackageCard) } : null,
      },
    }
  } catch (error) {
    // The listing has its own failure state, so a database hiccup shows a friendly message; with a 503,
    // so that no cache keeps it and the log has the cause.
    getAppContext(context).reportError(error)
    return data(
      { filters, options: NO_OPTIONS, problems: [], packages: null, alternatives: null },
      { status: 503 },
    )
  }
}

// Every search shares the canonical '/offers', so search engines see one listing, not one per filter.
export function meta({ matches }: Route.MetaArgs) {
  const { config, origin } = matches[0].loaderData
  return pageMeta({
    title: pageTitle({ page: 'Our Latest Holiday Offers', siteName: config.agencyName }),
    description:
      'Browse our latest flight-inclusive city breaks in Italy: Venice, Rome, Florence, the Amalfi Coast and more, with departures from airports across the UK.',
    origin,
    path: '/offers',
    siteName: config.agencyName,
  })
}

export default function Offers({ loaderData, matches }: Route.ComponentProps) {
  const { filters, options, problems, packages, alternatives } = loaderData
  const { config } = matches[0].loaderData
  const navigation = useNavigation()
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
            <h2 id="offers-results-heading" className="font-semibold text-2xl">
              {holidaysFound(packages.length)}
            </h2>
          ) : null}
        </div>
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
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {packages.map((pkg) => (
                  <li key={pkg.id}>
                    <OfferCard pkg={pkg} href={resultHref(pkg, filters)} />
                  </li>
                ))}
              </ul>
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
        <OffersCallbackPanel />
        <NewsletterPanel />
      </div>
    </div>
  )
}
