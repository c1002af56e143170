import { getAppContext } from '#app/app-context.server'
import { DeparturesByMonthTable } from '#app/components/admin/dev/departures-by-month'
import { DevPage } from '#app/components/admin/dev/dev-page'
import type { RouteHandle } from '#app/root'
import { requireStaffForDevPage } from '#app/services/auth/admin-guard.server'
import { departuresByMonth } from '#app/services/diagnostics.server'
import type { Route } from './+types/dev-pricing-dashboard'

export const handle: RouteHandle = { layout: 'bare' }

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaffForDevPage(request, context, 'catalogue')
  return {
    staff: { email: user.email, role: user.role },
    data: await departuresByMonth(getAppContext(context).db),
  }
}

// The title comes from DevPage, beside the heading it names.
export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }]

export default function DevPricingDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <DevPage
      title="Pricing Dashboard"
      description="Bookable departures per package for each of the next twelve months. A month with none is highlighted: the calendar will look empty there."
      staff={loaderData.staff}
    >
      <DeparturesByMonthTable data={loaderData.data} />
    </DevPage>
  )
}
