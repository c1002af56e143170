import { TravelifyWidget } from '#app/components/home-widgets/travelify-widget'
import { pageMeta, pageTitle } from '#app/lib/seo'
import type { RouteHandle } from '#app/root'
import type { Route } from './+types/travelify'

// The partner's search is an island; the rest is plain HTML (decision 60).
export const handle: RouteHandle = { islands: true }

export function meta({ matches }: Route.MetaArgs) {
  const { config, origin } = matches[0].loaderData
  return pageMeta({
    title: pageTitle({ page: 'Search Online', siteName: config.agencyName }),
    description:
      'Search flights, hotels and holidays online with our partner search, or call our travel team.',
    origin,
    path: '/travelify',
    siteName: config.agencyName,
  })
}

export default function Travelify() {
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <h1 className="font-semibold text-3xl sm:text-4xl">Search Online</h1>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          Search more destinations with our online partner. Prefer to talk it through? Our advisors are a call
          away.
        </p>
      </div>
      <TravelifyWidget title="Online holiday search" config={null} />
    </>
  )
}
