import { ROLE_LABELS, type StaffRole } from './staff-roles'

type StaffState = { role: StaffRole; active: boolean }

type StaffChangeFacts = {
  email: string
  before: StaffState
  after: StaffState
  /** The waiting invitations the change voided, since their sender can no longer send them. */
  voided: { email: string; role: StaffRole }[]
}

const invitationWords = ({ email, role }: { email: string; role: StaffRole }) =>
  `${email} (${ROLE_LABELS[role]})`

/**
 * How the activity log tells a change to a member of staff (decision 48): 'deactivate' or 'reactivate'
 * when the change is that, else 'update'; and a line in words, never the `deactivated_at` timestamps.
 */
export function staffChangeEntry({ email, before, after, voided }: StaffChangeFacts) {
  const action = before.active === after.active ? 'update' : after.active ? 'reactivate' : 'deactivate'
  const parts: string[] = []
  if (action === 'deactivate') {
    parts.push(`Deactivated ${email}: signed out everywhere, and unable to sign in until reactivated.`)
  }
  if (action === 'reactivate') parts.push(`Reactivated ${email}: they can sign in again.`)
  if (before.role !== after.role) {
    parts.push(`Role: ${ROLE_LABELS[before.role]} → ${ROLE_LABELS[after.role]}.`)
  }
  if (voided.length > 0) {
    const count = voided.length === 1 ? '1 waiting invitation' : `${voided.length} waiting invitations`
    parts.push(`Voided ${count} they had sent: ${voided.map(invitationWords).join(', ')}.`)
  }
  return { action, summary: parts.join(' ') || 'Nothing changed.' }
}
