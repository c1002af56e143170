/**
 * The dashboard's sections: SPEC 2's tabs (packages first, the default) plus the leads and newsletter lists
 * staff asked for, and the privacy requests of the people whose data we hold. Each is a route of its own under /admin (`app/routes.ts`), so a link, a reload or the
 * back button lands on the same one and each section's code loads only when it is opened.
 */
export const ADMIN_SECTIONS = [
  { value: 'packages', label: 'Travel Packages' },
  { value: 'destinations', label: 'Destinations' },
  { value: 'images', label: 'Images' },
  { value: 'pricing', label: 'Pricing' },
  { value: 'widgets', label: 'Home Widgets' },
  { value: 'leads', label: 'Leads' },
  { value: 'newsletter', label: 'Newsletter' },
  { value: 'privacy', label: 'Privacy' },
] as const

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['value']

const DEFAULT_SECTION: AdminSection = 'packages'

export const isAdminSection = (value: string | null): value is AdminSection =>
  ADMIN_SECTIONS.some((section) => section.value === value)

/** The default section is the dashboard's own address; the others are one segment below it. */
export const adminSectionPath = (section: AdminSection) =>
  section === DEFAULT_SECTION ? '/admin' : `/admin/${section}`

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
