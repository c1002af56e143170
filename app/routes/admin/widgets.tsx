import { WidgetsPanel } from '#app/components/admin/widgets/widgets-panel'

/** /admin/widgets: SPEC 2's Home Widgets tab. No loader: the admin layout checks the session, and the panel reads the API. */
export default function AdminWidgets() {
  return <WidgetsPanel />
}
