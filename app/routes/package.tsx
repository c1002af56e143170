import { data } from 'react-router'
import { getAppContext } from '#app/app-context.server'
import { PackagePage } from '#app/components/package/package-page'
import { toIsoDate } from '#app/lib/dates'
import { displayPrice } from '#app/lib/money'
import { pageMeta, summarise } from '#app/lib/seo'
import { packagePath } from '#app/lib/slug'
import { getPackageDetail, listPackageReviews } from '#app/services/packages.server'
import type { Route } from './+types/package'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // SPEC: the slug defaults to '1' and a leading slash is stripped.
  const slug = (params.slug ?? '1').replace(/^\/+/, '')
  const pkg = await getPackageDetail(getAppContext(context).db, slug)
  if (!pkg) throw data(null, { status: 404 })
  const reviews = await listPackageReviews(getAppContext(context).db, pkg.id)
  const search = new URL(request.url).searchParams
  return data(
    {
      pkg,
      reviews,
      today: toIsoDate(new Date()),
      requested: { airport: search.get('airport'), month: search.get('month') },
    },
    // Prices change in the back office: caches must check back every time.
    { headers: { 'Cache-Control': 'public, max-age=0, must-revalidate' } },
  )
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const root = matches[0].loaderData
  if (!loaderData) return [{ title: '404 Page Not Found' }]
  const { pkg } = loaderData
  const prices = pkg.pricing
    .filter((option) => option.isAvailable)
    .map((option) => Number(displayPrice(option)))
  const from = prices.length > 0 ? ` from £${Math.min(...prices).toFixed(0)} per person` : ''
  const hero = pkg.images.find((image) => image.type === 'hero') ?? pkg.images[0]
  return pageMeta({
    title: `${pkg.title} | ${pkg.duration} nights${from} | ${root.config.agencyName}`,
    description: summarise(
      pkg.subtitle ? `${pkg.subtitle}. ${pkg.description ?? ''}` : pkg.description,
      pkg.title,
    ),
    origin: root.origin,
    path: packagePath(pkg),
    image: hero?.url ?? pkg.heroImageUrl,
    type: 'product',
    siteName: root.config.agencyName,
  })
}

export default function PackageRoute({ loaderData }: Route.ComponentProps) {
  return <PackagePage {...loaderData} />
}
