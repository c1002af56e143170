import { redirect } from 'react-router'
import { getAppContext } from '#app/app-context.server'
import { ReservationPage } from '#app/components/reservation/reservation-page'
import { pageMeta, pageTitle } from '#app/lib/seo'
import { packagePath } from '#app/lib/slug'
import type { RouteHandle } from '#app/root'
import type { Route } from './+types/reservation'
import { readReservation } from './reservation.server'

export { action } from './reservation.server'

/**
 * What the loader reads from the address (the departure the link names): any other query parameter is taken off
 * before the page is rendered or kept (decision 49).
 */
export const queryParameters = ['date', 'airport', 'travelers']

// Sent to visitors as islands (decision 60): its contact parts, step tracking and booking form hydrate on their own.
export const handle: RouteHandle = { islands: true }

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!params.packageSlug) throw redirect('/')
  const { db, audience } = getAppContext(context)
  return readReservation(db, params.packageSlug, new URL(request.url), audience)
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

export default function Reservation({ loaderData, actionData }: Route.ComponentProps) {
  return <ReservationPage {...loaderData} posted={actionData} />
}
