import { DestinationsPanel } from '#app/components/admin/destinations/destinations-panel'

/** /admin/destinations: SPEC 2's Destinations tab. No loader: the admin layout checks the session, and the panel reads the API. */
export default function AdminDestinations() {
  return <DestinationsPanel />
}
