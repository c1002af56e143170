/**
 * SPEC 7: a page view names the page. Keyed by route id (app/routes.ts), so the two package routes share
 * a name; a route not listed here is reported by its path and title instead.
 */
const PAGE_NAMES: Record<string, string> = {
  'routes/home': 'Home',
  'routes/offers': 'Offers',
  'routes/package': 'Package',
  'routes/package-catch-all': 'Package',
  'routes/reservation': 'Reservation',
  'routes/travelify': 'Search Online',
  'routes/search-widget': 'Search Widget',
  'routes/terms': 'Terms and Conditions',
  'routes/privacy': 'Privacy Policy',
  'routes/sitemap': 'Sitemap',
  'routes/not-found': 'Not Found',
  'routes/admin-login': 'Admin Sign In',
  'routes/admin': 'Admin Dashboard',
}

export function pageNameOf(routeId: string | undefined): string | undefined {
  return routeId ? PAGE_NAMES[routeId] : undefined
}
