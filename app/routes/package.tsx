import { data } from 'react-router'
import { getAppContext } from '#app/app-context.server'
import { PackagePage } from '#app/components/package/package-page'
import { packageOgImagePath } from '#app/lib/og-image'
import { cardImage } from '#app/lib/package-images'
import { packageTexts } from '#app/lib/package-texts'
import { priceLabel, shownHeadline } from '#app/lib/pricing-labels'
import { showsSamples } from '#app/lib/sample-facts'
import { pageMeta, pageTitle, summarise } from '#app/lib/seo'
import { packagePath } from '#app/lib/slug'
import { packageStructuredData } from '#app/lib/structured-data'
import type { RouteHandle } from '#app/root'
import { getPackageDetail } from '#app/services/packages/packages.server'
import { withDraftChecklists } from '#app/services/packages/publish-checklist.server'
import { loadPackageCalendar } from '#app/services/pricing/package-calendar.server'
import { listPackageReviews } from '#app/services/reviews.server'
import type { Route } from './+types/package'

/**
 * What the loader reads from the address (the calendar's airport and month): any other query parameter is taken off
 * before the page is rendered or kept (decision 49).
 */
export const queryParameters = ['airport', 'month']

export const handle: RouteHandle = { islands: true }

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, audience } = getAppContext(context)
  // SPEC: the slug defaults to '1' and a leading slash is stripped.
  const slug = (params.slug ?? '1').replace(/^\/+/, '')
  // A draft is a 404 to visitors and a preview to staff.
  const found = await getPackageDetail(db, slug, audience)
  if (!found) throw data(null, { status: 404 })
  const search = new URL(request.url).searchParams
  const [[pkg = found], reviews, { headline, calendar }] = await Promise.all([
    // A draft's preview lists what publishing would warn about (decision 50).
    withDraftChecklists(db, [found], new Date()),
    listPackageReviews(db, found.id),
    // Every airport and month, but only the chosen month's days: the rest come with the next pick.
    loadPackageCalendar(db, found.id, new Date(), {
      airport: search.get('airport'),
      month: search.get('month'),
    }),
  ])
  // The Markdown is rendered here, on the server: the page's script carries no Markdown library (decision 57).
  return { pkg, texts: packageTexts(pkg, showsSamples(pkg)), reviews, headline, calendar }
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const root = matches[0].loaderData
  if (!loaderData) return [{ title: '404 Page Not Found' }]
  const { pkg, texts, reviews, headline, calendar } = loaderData
  const hero = cardImage(pkg)
  const shown = shownHeadline(headline, pkg.basePrice)
  const tags = pageMeta({
    title: pageTitle({
      page: pkg.title,
      detail: `${pkg.duration} nights${shown ? ` from ${priceLabel(shown.price)}` : ''}`,
      siteName: root.config.agencyName,
    }),
    description: summarise(
      pkg.subtitle ? `${pkg.subtitle}. ${texts.descriptionPlainText}` : texts.descriptionPlainText,
      pkg.title,
    ),
    origin: root.origin,
    path: packagePath(pkg),
    image: { path: packageOgImagePath(pkg.slug, hero.src), alt: hero.alt },
    type: 'product',
    siteName: root.config.agencyName,
  })
  // A draft's preview is for staff alone: nothing in it is for search engines.
  if (pkg.status === 'draft') return [...tags, { name: 'robots', content: 'noindex' }]
  const structuredData = packageStructuredData({
    pkg: { ...pkg, description: texts.descriptionPlainText },
    airports: calendar.airports,
    fromPrice: headline?.price ?? null,
    reviews,
    origin: root.origin,
    agency: { name: root.config.agencyName },
  })
  return [...tags, { 'script:ld+json': structuredData }]
}

export default function PackageRoute({ loaderData }: Route.ComponentProps) {
  return <PackagePage {...loaderData} />
}
