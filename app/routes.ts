import { index, type RouteConfig, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  route('offers', 'routes/offers.tsx'),
  route('package/:slug?', 'routes/package.tsx'),
  route('reservation/:packageSlug?', 'routes/reservation.tsx'),
  route('travelify', 'routes/travelify.tsx'),
  route('search-widget', 'routes/search-widget.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('sitemap', 'routes/sitemap.tsx'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  // The call-back and newsletter forms as pages, for visitors whose scripts have not run (decision 16).
  route('enquiries/call-back', 'routes/enquiries-call-back.tsx'),
  route('enquiries/newsletter', 'routes/enquiries-newsletter.tsx'),
  // The pages a newsletter email links to (decision 33).
  route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
  // The sign-in and password pages stay outside the admin guard; every other admin and dev page checks the session.
  route('admin/login', 'routes/admin-login.tsx'),
  // Reached from emailed links or by staff who cannot sign in; each sets a password through the API.
  route('admin/forgot-password', 'routes/admin-forgot-password.tsx'),
  route('admin/reset-password', 'routes/admin-reset-password.tsx'),
  route('admin/accept-invitation', 'routes/admin-accept-invitation.tsx'),
  // One route, and so one chunk, per dashboard section (app/lib/admin-sections.ts). The layout's loader
  // checks the session; the sections have no loaders of their own (their data comes from the API).
  route('admin', 'routes/admin.tsx', [
    index('routes/admin/packages.tsx'),
    route('destinations', 'routes/admin/destinations.tsx'),
    route('images', 'routes/admin/images.tsx'),
    route('pricing', 'routes/admin/pricing.tsx'),
    route('widgets', 'routes/admin/widgets.tsx'),
    route('leads', 'routes/admin/leads.tsx'),
    route('bookings', 'routes/admin/bookings.tsx'),
    route('newsletter', 'routes/admin/newsletter.tsx'),
    route('privacy', 'routes/admin/privacy.tsx'),
    route('staff', 'routes/admin/staff.tsx'),
    route('activity', 'routes/admin/activity.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
  ]),
  route('dev/test', 'routes/dev-test.tsx'),
  route('dev/pricing', 'routes/dev-pricing.tsx'),
  route('dev/pricing-dashboard', 'routes/dev-pricing-dashboard.tsx'),
  route('dev/pricing-test', 'routes/dev-pricing-test.tsx'),
  // SPEC: any single segment that is not a page above is tried as a package slug.
  route(':slug', 'routes/package.tsx', { id: 'routes/package-catch-all' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
