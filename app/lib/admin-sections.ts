import { can, type Permission, type StaffRole } from './staff-roles'

/**
 * The dashboard's sections: SPEC 2's tabs (packages first, the default) plus the leads and newsletter lists
 * staff asked for, the bookings (issue 39), the owner's staff and activity screens, and the privacy requests
 * of the people whose data we hold. Each is a route of its own under /admin
 * (`app/routes.ts`), so a link, a reload or the back button lands on the same one and each section's code
 * loads only when it is opened. Each names the permission it needs (decision 35): a role sees only the tabs
 * it can use, and a section opened without it says so.
 */
export const ADMIN_SECTIONS = [
  { value: 'packages', label: 'Travel Packages', permission: 'catalogue' },
  { value: 'destinations', label: 'Destinations', permission: 'catalogue' },
  { value: 'images', label: 'Images', permission: 'catalogue' },
  { value: 'pricing', label: 'Pricing', permission: 'catalogue' },
  { value: 'widgets', label: 'Home Widgets', permission: 'catalogue' },
  { value: 'leads', label: 'Leads', permission: 'enquiries' },
  { value: 'bookings', label: 'Bookings', permission: 'bookings' },
  { value: 'newsletter', label: 'Newsletter', permission: 'enquiries' },
  { value: 'staff', label: 'Staff', permission: 'staff' },
  { value: 'activity', label: 'Activity', permission: 'auditLog' },
  { value: 'privacy', label: 'Privacy', permission: 'privacy' },
  { value: 'settings', label: 'Settings', permission: 'bookingSettings' },
] as const satisfies readonly { value: string; label: string; permission: Permission }[]

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['value']

const DEFAULT_SECTION: AdminSection = 'packages'

export const isAdminSection = (value: string | null): value is AdminSection =>
  ADMIN_SECTIONS.some((section) => section.value === value)

export const canOpenSection = (role: StaffRole, value: AdminSection) =>
  ADMIN_SECTIONS.some((section) => section.value === value && can(role, section.permission))

/** The tabs this role sees, in the dashboard's order. */
export const sectionsFor = (role: StaffRole) =>
  ADMIN_SECTIONS.filter((section) => can(role, section.permission))

/** The default section is the dashboard's own address; the others are one segment below it. */
export const adminSectionPath = (section: AdminSection) =>
  section === DEFAULT_SECTION ? '/admin' : `/admin/${section}`

/** Where /admin takes this role: the default section, or the first it can use (sales: the leads). */
export const homeSectionFor = (role: StaffRole): AdminSection =>
  canOpenSection(role, DEFAULT_SECTION) ? DEFAULT_SECTION : (sectionsFor(role)[0]?.value ?? DEFAULT_SECTION)

/** Where this role's work starts: the dashboard's own address, or its first section's. */
export const homePathFor = (role: StaffRole) => adminSectionPath(homeSectionFor(role))

/** The section an address shows ('/admin/leads' is leads, '/admin' packages), or null outside the dashboard. */
export function adminSectionAt(pathname: string): AdminSection | null {
  const [first, second = null, ...rest] = pathname.split('/').filter(Boolean)
  if (first !== 'admin' || rest.length > 0) return null
  if (second === null) return DEFAULT_SECTION
  return isAdminSection(second) && second !== DEFAULT_SECTION ? second : null
}

/**
 * Where an old dashboard link (`/admin?tab=pricing`, from before the sections were routes) now points, or
 * null when the address is not one. An unknown tab went to the default section then, and still does.
 */
export function legacyTabRedirect(url: URL): string | null {
  const tab = url.searchParams.get('tab')
  if (tab === null || adminSectionAt(url.pathname) !== DEFAULT_SECTION) return null
  return adminSectionPath(isAdminSection(tab) ? tab : DEFAULT_SECTION)
}
