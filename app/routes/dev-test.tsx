import { getAppContext } from '#app/app-context.server'
import { DevPage } from '#app/components/admin/dev/dev-page'
import { EnvironmentFactsView } from '#app/components/admin/dev/environment-facts'
import type { RouteHandle } from '#app/root'
import { requireStaffForDevPage } from '#app/services/auth/admin-guard.server'
import { environmentFacts } from '#app/services/diagnostics.server'
import type { Route } from './+types/dev-test'

export const handle: RouteHandle = { layout: 'bare' }

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaffForDevPage(request, context, 'catalogue')
  const { db, config } = getAppContext(context)
  return { staff: { email: user.email, role: user.role }, facts: await environmentFacts(db, config) }
}

// The title comes from DevPage, beside the heading it names.
export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }]

export default function DevTest({ loaderData }: Route.ComponentProps) {
  return (
    <DevPage
      title="Test Page"
      description="What this server is running on, which database it uses and how much is in it."
      staff={loaderData.staff}
    >
      <EnvironmentFactsView facts={loaderData.facts} />
    </DevPage>
  )
}
