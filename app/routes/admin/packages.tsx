import { PackagesPanel } from '#app/components/admin/packages/packages-panel'

/** /admin: the Travel Packages section, SPEC 2's default tab. No loader: the admin layout checks the session, and the panel reads the API. */
export default function AdminPackages() {
  return <PackagesPanel />
}
