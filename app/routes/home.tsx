import { Link } from 'react-router'
import { getAppContext } from '#app/app-context.server'
import { WidgetSection } from '#app/components/home-widgets/widget-section'
import { telHref } from '#app/lib/contact'
import { largestFeaturedCount } from '#app/lib/featured-offers'
import { pageMeta, pageTitle } from '#app/lib/seo'
import { organizationStructuredData } from '#app/lib/structured-data'
import type { RouteHandle } from '#app/root'
import { featuredCards } from '#app/services/packages/featured-order.server'
import { listWidgetSections } from '#app/services/widget-sections.server'
import type { Route } from './+types/home'

// Sent to visitors as server-rendered HTML whose widgets hydrate on their own (decision 60).
export const handle: RouteHandle = { islands: true }

export async function loader({ context }: Route.LoaderArgs) {
  const { db, searchOptions: loadSearchOptions } = getAppContext(context)
  const sections = await listWidgetSections(db, { activeOnly: true })
  // Only the cards the sections show: every featured package, else as many as the largest featured-offers
  // section, and none without one.
  const shown = largestFeaturedCount(sections)
  const [packages, searchOptions] = await Promise.all([
    // A failed package load shows the widget's own error text rather than failing the whole page.
    shown > 0 ? featuredCards(db, shown).catch(() => null) : Promise.resolve([]),
    loadSearchOptions(),
  ])
  return { sections, packages, searchOptions }
}

export function meta({ matches }: Route.MetaArgs) {
  const { config, origin } = matches[0].loaderData
  const tags = pageMeta({
    title: pageTitle({ page: 'City breaks in Italy with UK flights', siteName: config.agencyName }),
    description:
      'ATOL-protected city breaks to Venice, Rome, Florence and the Amalfi Coast, with flights from UK airports, handpicked hotels and friendly advisors on the phone.',
    origin,
    path: '/',
    siteName: config.agencyName,
  })
  return [...tags, { 'script:ld+json': organizationStructuredData({ config, origin }) }]
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const { sections, packages, searchOptions } = loaderData
  const { config } = matches[0].loaderData
  return (
    <>
      <section className="bg-gradient-to-br from-primary to-primary/80 text-primary-foreground">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h1 className="max-w-2xl font-semibold text-3xl leading-tight sm:text-5xl">
            Italian city breaks, flights included
          </h1>
          <p className="mt-4 max-w-xl text-primary-foreground/90 sm:text-lg">
            Handpicked hotels in Venice, Rome, Florence and beyond, ATOL protected, with advisors a phone call
            away on{' '}
            <a className="font-semibold underline underline-offset-4" href={telHref(config.agencyPhone)}>
              {config.agencyPhone}
            </a>
            .
          </p>
        </div>
      </section>
      {sections.length === 0 ? (
        <section className="mx-auto max-w-6xl px-4 py-12">
          <h2 className="font-semibold text-2xl">Featured Holiday Packages</h2>
          <p className="mt-4 text-muted-foreground">
            No widget sections have been configured for the home page yet.{' '}
            <Link to="/admin" reloadDocument className="text-primary underline underline-offset-4">
              Set them up in the admin dashboard
            </Link>
            .
          </p>
        </section>
      ) : (
        sections.map((section) => (
          <WidgetSection
            key={section.id}
            section={section}
            packages={packages}
            searchOptions={searchOptions}
          />
        ))
      )}
    </>
  )
}
