import { data, redirect } from 'react-router'
import { getAppContext } from '#app/app-context.server'
import { ReservationPage } from '#app/components/reservation/reservation-page'
import { chosenDeparture } from '#app/lib/reservation'
import { pageMeta, pageTitle } from '#app/lib/seo'
import { packagePath } from '#app/lib/slug'
import type { RouteHandle } from '#app/root'
import { getPackageDetail } from '#app/services/packages/packages.server'
import { listReservationDepartures } from '#app/services/pricing/reservation-departures.server'
import type { Route } from './+types/reservation'

/**
 * What the loader reads from the address (the departure the link names): any other query parameter is taken off
 * before the page is rendered or kept (decision 49).
 */
export const queryParameters = ['date', 'airport', 'travelers']

// Sent to visitors as islands (decision 60): its contact parts and step tracking hydrate on their own.
export const handle: RouteHandle = { islands: true }

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!params.packageSlug) throw redirect('/')
  const { db, audience } = getAppContext(context)
  const pkg = await getPackageDetail(db, params.packageSlug, audience)
  if (!pkg) throw data(null, { status: 404 })
  const search = new URL(request.url).searchParams
  // The link's `price` is deliberately not read: the price shown is the departure's own, from the database.
  const query = {
    date: search.get('date'),
    airport: search.get('airport'),
    travelers: search.get('travelers'),
  }
  // Looked up here, so the page does not carry the package's prices to show one departure; and only the
  // departures the link can name are read.
  const departures = await listReservationDepartures(db, pkg.id, query)
  return { pkg, query, chosen: chosenDeparture(departures, query, new Date()) }
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const root = matches[0].loaderData
  if (!loaderData) return [{ title: '404 Page Not Found' }]
  return [
    ...pageMeta({
      title: pageTitle({ page: `Reserve ${loaderData.pkg.title}`, siteName: root.config.agencyName }),
      description: `Request your ${loaderData.pkg.title} and we will confirm it with you by phone.`,
      origin: root.origin,
      // The canonical page for this trip is the package itself; reservation links carry personal choices.
      path: packagePath(loaderData.pkg),
      siteName: root.config.agencyName,
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function Reservation({ loaderData }: Route.ComponentProps) {
  return <ReservationPage {...loaderData} />
}
