import { ActivityPanel } from '#app/components/admin/activity/activity-panel'

/** /admin/activity: the owner's log of who did what. No loader: the admin layout checks the session and the role, and the panel reads the API. */
export default function AdminActivity() {
  return <ActivityPanel />
}
