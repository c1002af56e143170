import { useLocation } from 'react-router'
import { getAppContext } from '#app/app-context.server'
import { CalendarCheck } from '#app/components/admin/dev/calendar-check'
import { CalendarCheckForm } from '#app/components/admin/dev/calendar-check-form'
import { DevPage } from '#app/components/admin/dev/dev-page'
import { parseDepartureDate, toIsoDate } from '#app/lib/dates'
import type { RouteHandle } from '#app/root'
import { requireStaffForDevPage } from '#app/services/auth/admin-guard.server'
import { calendarCheckData } from '#app/services/diagnostics.server'
import type { Route } from './+types/dev-pricing-test'

export const handle: RouteHandle = { layout: 'bare' }

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaffForDevPage(request, context, 'catalogue')
  const search = new URL(request.url).searchParams
  const { packages, chosen, options } = await calendarCheckData(
    getAppContext(context).db,
    Number(search.get('package')) || null,
  )
  // 'Today' can be moved to see how the rules behave at a month's turn; it defaults to the server's today.
  const today = parseDepartureDate(search.get('today') ?? '') ?? new Date()
  return {
    staff: { email: user.email, role: user.role },
    packages,
    chosenId: chosen?.id ?? null,
    options,
    today: toIsoDate(today),
    requested: { airport: search.get('airport') || null, month: search.get('month') || null },
  }
}

// The title comes from DevPage, beside the heading it names.
export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }]

export default function DevPricingTest({ loaderData }: Route.ComponentProps) {
  const { staff, packages, chosenId, options, today, requested } = loaderData
  const { search } = useLocation()
  return (
    <DevPage
      title="Calendar Rules"
      description="The package page's price calendar rules (SPEC 4) run live on one package's real pricing options: which airport, month, day and price it starts on, and the month grid it draws."
      staff={staff}
    >
      <CalendarCheckForm packages={packages} chosenId={chosenId} today={today} requested={requested} />
      {chosenId === null ? (
        <p className="text-muted-foreground">There are no travel packages yet.</p>
      ) : (
        // A new check starts with nothing picked in the grid.
        <CalendarCheck key={search} options={options} today={today} requested={requested} />
      )}
    </DevPage>
  )
}
