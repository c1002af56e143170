import { data, useNavigation } from 'react-router'
import { getAppContext } from '#app/app-context.server'
import { NewsletterPanel } from '#app/components/newsletter/newsletter-panel'
import { SitemapGroup } from '#app/components/sitemap/sitemap-group'
import { Spinner } from '#app/components/ui/spinner'
import type { SitemapEntry } from '#app/lib/catalogue'
import { pageMeta, pageTitle } from '#app/lib/seo'
import type { RouteHandle } from '#app/root'
import { listSitemapEntries } from '#app/services/sitemap.server'
import type { Route } from './+types/sitemap'

// The page shows its own sign-up under the links; the footer's would repeat it straight after.
export const handle: RouteHandle = { footerNewsletter: false, islands: true }

/** SPEC order; packages and legal pages are listed only when there are some. */
const GROUPS: { type: SitemapEntry['type']; title: string; showEmpty: boolean }[] = [
  { type: 'page', title: 'Pages', showEmpty: true },
  { type: 'package', title: 'Holiday Packages', showEmpty: false },
  { type: 'legal', title: 'Legal', showEmpty: false },
]

export async function loader({ context }: Route.LoaderArgs) {
  // The page has its own failure message, so a database hiccup does not become the error page; with a
  // 503, so that no cache keeps it and the log has the cause.
  const { db, reportError } = getAppContext(context)
  try {
    return { entries: await listSitemapEntries(db) }
  } catch (error) {
    reportError(error)
    return data({ entries: null }, { status: 503 })
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const { config, origin } = matches[0].loaderData
  return pageMeta({
    title: pageTitle({ page: 'Sitemap', siteName: config.agencyName }),
    description: `Every page on the ${config.agencyName} website: our Italian city break packages, offers and legal information.`,
    origin,
    path: '/sitemap',
    siteName: config.agencyName,
  })
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { entries } = loaderData
  const navigation = useNavigation()
  // Only a navigation to this page shows the spinner, not one away from it.
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/sitemap'
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="font-semibold text-3xl sm:text-4xl">Sitemap</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Find your way to every page and holiday on our site.
      </p>
      {loading ? (
        <div className="mt-10 flex justify-center">
          <Spinner label="Loading sitemap..." showLabel />
        </div>
      ) : entries === null ? (
        <div
          role="alert"
          className="mt-10 rounded-xl border border-destructive/30 bg-destructive/5 p-6 text-center"
        >
          <p className="font-medium text-destructive">
            Sorry, we couldn't load the sitemap at this time. Please try again later.
          </p>
        </div>
      ) : (
        <div className="mt-8 grid items-start gap-6 md:grid-cols-2 lg:grid-cols-3">
          {GROUPS.map((group) => {
            const groupEntries = entries.filter((entry) => entry.type === group.type)
            if (groupEntries.length === 0 && !group.showEmpty) return null
            return <SitemapGroup key={group.type} title={group.title} entries={groupEntries} />
          })}
        </div>
      )}
      <div className="mt-12 sm:mt-16">
        <NewsletterPanel />
      </div>
    </div>
  )
}
