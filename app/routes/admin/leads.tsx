import { LeadsPanel } from '#app/components/admin/leads/leads-panel'

/** /admin/leads: the call-back requests that came in, newest first. No loader: the admin layout checks the session, and the panel reads the API. */
export default function AdminLeads() {
  return <LeadsPanel />
}
