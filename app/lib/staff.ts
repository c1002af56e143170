import type { Facts } from './change-summary'
import type { StaffRole } from './staff-roles'

/** The staff, their invitations and the activity log as the owner's reads send them (/api/staff, /api/audit-log). */

/** Who is signed in, as the admin pages' loaders hand it to their headers. */
export type SignedInStaff = { email: string; role: StaffRole }

export type StaffMember = {
  id: number
  email: string
  role: StaffRole
  /** False once an owner has deactivated the account. */
  active: boolean
  createdAt: string
}

export type StaffInvitation = {
  id: number
  email: string
  role: StaffRole
  /** Who sent it (or sent it again last): an active owner, or the invitation would not be waiting. */
  invitedBy: string
  expiresAt: string
  createdAt: string
}

export type StaffList = { members: StaffMember[]; invitations: StaffInvitation[] }

/** POST /api/staff and its resend answer the invitation and the link to send, in case the email is slow. */
export type InvitationSent = StaffInvitation & { invitationUrl: string }

/** What an audit entry is about, as `thingType` names it. */
export const AUDITED_THINGS = {
  package: 'Package',
  destination: 'Destination',
  image: 'Image',
  review: 'Review',
  feature: 'Feature',
  'widget-section': 'Home section',
  price: 'Price',
  lead: 'Call-back request',
  leads: 'Call-back requests',
  booking: 'Booking',
  bookings: 'Bookings',
  'booking-settings': 'Online booking settings',
  'sign-ups': 'Newsletter sign-ups',
  staff: 'Staff member',
  invitation: 'Invitation',
  sessions: 'Sessions',
  // Item 9's access and erasure requests: the log says one was made, never whose address it was.
  'data-subject': 'Personal data of one person',
} as const

export type AuditedThing = keyof typeof AUDITED_THINGS

export const isAuditedThing = (value: string): value is AuditedThing => Object.hasOwn(AUDITED_THINGS, value)

/** How the activity log says each action; an action it does not know is shown as it is stored. */
const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  clone: 'Copied into',
  import: 'Imported prices into',
  preview: 'Previewed a price import into',
  reorder: 'Reordered',
  retry: 'Retried',
  note: 'Added a note to',
  invite: 'Sent',
  resend: 'Resent',
  revoke: 'Revoked',
  deactivate: 'Deactivated',
  reactivate: 'Reactivated',
  join: 'Joined as',
  export: 'Exported',
  payment: 'Took a payment for',
  cancel: 'Cancelled',
  erase: 'Erased',
  publish: 'Published',
  unpublish: 'Unpublished',
  // Decision 58: a schedule set by hand, and what it published by itself (its entry names who set it).
  schedule: 'Scheduled',
  'publish-scheduled': 'Published as scheduled',
  'end-all': 'Ended all',
  'change-password': 'Changed the password of',
  'reset-password': 'Reset the password of',
}

/** 'Changed package “Venice City Break” (#3)': the action, the kind of thing, its name when known, its id. */
export function describeAction(entry: Pick<AuditEntry, 'action' | 'thingType' | 'thingName' | 'thingId'>) {
  const parts = [ACTION_LABELS[entry.action] ?? entry.action]
  if (entry.thingType) parts.push(AUDITED_THINGS[entry.thingType].toLowerCase())
  if (entry.thingName) parts.push(`“${entry.thingName}”`)
  if (entry.thingId !== null) parts.push(`(#${entry.thingId})`)
  return parts.join(' ')
}

export type AuditEntry = {
  id: number
  createdAt: string
  actorEmail: string
  action: string
  thingType: AuditedThing | null
  thingId: number | null
  thingName: string | null
  summary: string
  before: Facts | null
  after: Facts | null
}
