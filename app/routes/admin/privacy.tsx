import { PrivacyPanel } from '#app/components/admin/privacy/privacy-panel'

/** /admin/privacy: what is held on one person, as a download, and its erasure. No loader: the admin layout checks the session, and the panel reads the API. */
export default function AdminPrivacy() {
  return <PrivacyPanel />
}
