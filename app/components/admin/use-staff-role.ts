import { useRouteLoaderData } from 'react-router'
import type { SignedInStaff } from '#app/lib/staff'
import { can, type Permission } from '#app/lib/staff-roles'

/**
 * Whether the signed-in member of staff may do this, for hiding the controls their role cannot use
 * (decision 35). The dashboard layout's loader knows the role; the API refuses such calls all the same.
 */
export function useCan(permission: Permission): boolean {
  const staff = useRouteLoaderData<{ staff: SignedInStaff }>('routes/admin')?.staff
  return staff ? can(staff.role, permission) : false
}
