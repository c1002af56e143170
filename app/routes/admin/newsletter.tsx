import { SignupsPanel } from '#app/components/admin/signups/signups-panel'

/** /admin/newsletter: the newsletter sign-ups and their CSV export. No loader: the admin layout checks the session, and the panel reads the API. */
export default function AdminNewsletter() {
  return <SignupsPanel />
}
