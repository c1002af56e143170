import { FeaturedOrderPanel } from '#app/components/admin/widgets/featured-order-panel'
import { WidgetsPanel } from '#app/components/admin/widgets/widgets-panel'

/**
 * /admin/widgets: SPEC 2's Home Widgets tab, and the order of the featured packages its offers show. No
 * loader: the admin layout checks the session, and the panels read the API.
 */
export default function AdminWidgets() {
  return (
    <div className="flex flex-col gap-12">
      <WidgetsPanel />
      <FeaturedOrderPanel />
    </div>
  )
}
