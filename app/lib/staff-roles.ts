/**
 * What each member of staff may do (decision 35). A role is a set of permissions; the server checks the
 * permission on every API call that reads personal data or writes anything, and the admin shows only the
 * sections and controls the role can use. Shared by both sides, so the two never disagree.
 */
export const STAFF_ROLES = ['owner', 'editor', 'sales'] as const

export type StaffRole = (typeof STAFF_ROLES)[number]

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  sales: 'Sales',
}

/** Said beside the role in the invitation form, so an owner knows what they give. */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner:
    'Everything, including staff, the activity log, personal-data tools, online booking settings and raw HTML home sections.',
  editor: 'Packages, destinations, images, features, reviews, prices and home sections (not raw HTML).',
  sales: 'The leads (worked to a booking, exported), the bookings, newsletter sign-ups and the dashboard.',
}

const EVERY_ROLE = STAFF_ROLES

export const PERMISSIONS = {
  /** Packages, destinations, images, features, reviews, prices, and home sections other than raw HTML. */
  catalogue: ['owner', 'editor'],
  /** Home sections of raw HTML (`html-embed`): what they hold runs on every visitor's page. */
  rawHtml: ['owner'],
  /** The call-back requests and newsletter sign-ups: read, and handled. */
  enquiries: ['owner', 'sales'],
  /** The bookings: their travellers' details, payments taken and cancellations (editors see no personal data). */
  bookings: ['owner', 'sales'],
  /** Turning online booking on or off, and its deposit and hold (issue 39). */
  bookingSettings: ['owner'],
  /** Deleting a call-back request for good, with its notes: a sales team marks one not interested instead. */
  leadDelete: ['owner'],
  /** Every sign-up's address in one file for the mailing tool. */
  signupExport: ['owner'],
  /** The at-a-glance figures: counts and package titles, nobody's details. */
  dashboard: EVERY_ROLE,
  /** Inviting staff, changing their roles, deactivating them, and signing every member of staff out. */
  staff: ['owner'],
  /** Who did what, and when. */
  auditLog: ['owner'],
  /** What is held on a person, and erasing it (UK GDPR access and erasure). */
  privacy: ['owner'],
  /** One's own account: who am I, and one's own password. */
  ownAccount: EVERY_ROLE,
} as const satisfies Record<string, readonly StaffRole[]>

export type Permission = keyof typeof PERMISSIONS

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.some((role) => role === value)

export const can = (role: StaffRole, permission: Permission): boolean =>
  (PERMISSIONS[permission] as readonly StaffRole[]).includes(role)

export const NOT_ALLOWED_MESSAGE = 'Your role does not allow this. Ask an owner if you need it.'
