import { getAppContext } from '#app/app-context.server'
import { DevPage } from '#app/components/admin/dev/dev-page'
import { PricingOverview } from '#app/components/admin/dev/pricing-overview'
import type { RouteHandle } from '#app/root'
import { requireStaffForDevPage } from '#app/services/auth/admin-guard.server'
import { pricingOverview } from '#app/services/diagnostics.server'
import type { Route } from './+types/dev-pricing'

export const handle: RouteHandle = { layout: 'bare' }

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaffForDevPage(request, context, 'catalogue')
  return {
    staff: { email: user.email, role: user.role },
    rows: await pricingOverview(getAppContext(context).db),
  }
}

// The title comes from DevPage, beside the heading it names.
export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }]

export default function DevPricing({ loaderData }: Route.ComponentProps) {
  return (
    <DevPage
      title="Pricing Dev"
      description="Per package, the departures a visitor can book from today, the price range and the airports. A package with nothing to book is highlighted."
      staff={loaderData.staff}
    >
      <PricingOverview rows={loaderData.rows} />
    </DevPage>
  )
}
