import { ROLE_LABELS, STAFF_ROLES } from '#app/lib/staff-roles'

/** The roles as a select's options, in the order STAFF_ROLES gives them. */
export function RoleOptions() {
  return STAFF_ROLES.map((role) => (
    <option key={role} value={role}>
      {ROLE_LABELS[role]}
    </option>
  ))
}
