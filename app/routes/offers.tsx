import { useNavigation } from 'react-router'
import { getAppContext } from '#app/app-context.server'
import { OffersCallbackPanel } from '#app/components/callback/offers-callback-panel'
import { NewsletterPanel } from '#app/components/newsletter/newsletter-panel'
import { OfferCard } from '#app/components/offer-card'
import { Spinner } from '#app/components/ui/spinner'
import { pageMeta } from '#app/lib/seo'
import type { RouteHandle } from '#app/root'
import { listPackages } from '#app/services/packages.server'
import type { Route } from './+types/offers'

// The page shows its own sign-up below the offers; the footer's would repeat it a screen later.
export const handle: RouteHandle = { footerNewsletter: false }

export async function loader({ context }: Route.LoaderArgs) {
  // The listing has its own failure state, so a database hiccup shows a friendly message.
  const packages = await listPackages(getAppContext(context).db).catch(() => null)
  return { packages }
}

export function meta({ matches }: Route.MetaArgs) {
  const { config, origin } = matches[0].loaderData
  return pageMeta({
    title: `Our Latest Holiday Offers | ${config.agencyName}`,
    description:
      'Browse our latest flight-inclusive city breaks in Italy: Venice, Rome, Florence, the Amalfi Coast and more, with departures from airports across the UK.',
    origin,
    path: '/offers',
    siteName: config.agencyName,
  })
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const { packages } = loaderData
  const navigation = useNavigation()
  // Only a navigation to this listing (a new search, say) shows the spinner, not leaving it.
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/offers'
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="font-semibold text-3xl sm:text-4xl">Our Latest Holiday Offers</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Flight-inclusive breaks with handpicked hotels, all ATOL protected. Featured offers come first.
      </p>
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
      ) : packages.length === 0 ? (
        <p className="mt-10 text-muted-foreground">No travel packages available. Check back later!</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {packages.map((pkg) => (
            <li key={pkg.id}>
              <OfferCard pkg={pkg} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-12 flex flex-col gap-8 sm:mt-16">
        <OffersCallbackPanel />
        <NewsletterPanel />
      </div>
    </div>
  )
}
