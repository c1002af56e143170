import { useRouteLoaderData } from 'react-router'
import { StaffPanel } from '#app/components/admin/staff/staff-panel'
import type { SignedInStaff } from '#app/lib/staff'

/** /admin/staff: the owner's staff accounts and invitations. No loader: the admin layout checks the session and the role, and the panel reads the API. */
export default function AdminStaff() {
  const staff = useRouteLoaderData<{ staff: SignedInStaff }>('routes/admin')?.staff
  return <StaffPanel me={staff?.email ?? ''} />
}
