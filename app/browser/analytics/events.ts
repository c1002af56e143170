/**
 * The one list of analytics events (SPEC 7) and the properties each one carries. Components build events
 * with the helpers below and hand them to `track`; nothing else names an event or talks to the library,
 * so a renamed property cannot drift between two call sites.
 */

export type FormName = 'contact_callback' | 'contact_form' | 'newsletter'
export type ContactType = 'phone_call' | 'callback_request' | 'messenger' | 'email'

type PackageRef = { id: number; title: string }

export type AnalyticsEventMap = {
  /** A page's name where the route has one, else its path and title (SPEC 7). */
  $pageview: { pageName: string; path: string } | { path: string; title: string }
  package_view: { packageId: number; packageTitle: string }
  price_select: { packageId: number; price: string; date: string; airport: string }
  airport_select: { packageId: number; airport: string }
  month_select: { packageId: number; month: string }
  form_submission: { formName: FormName; success: boolean }
  contact_interaction: { contactType: ContactType; packageId: number; packageTitle: string }
  checkout_step: { step: number; stepName: string; packageSlug: string }
}

export type AnalyticsEventName = keyof AnalyticsEventMap

export type AnalyticsEvent = {
  [Name in AnalyticsEventName]: { name: Name; properties: AnalyticsEventMap[Name] }
}[AnalyticsEventName]

const event = <Name extends AnalyticsEventName>(
  name: Name,
  properties: AnalyticsEventMap[Name],
): AnalyticsEvent => ({ name, properties }) as AnalyticsEvent

export const analyticsEvents = {
  pageView: (path: string, title: string, pageName: string | undefined) =>
    event('$pageview', pageName ? { pageName, path } : { path, title }),
  packageView: (pkg: PackageRef) => event('package_view', { packageId: pkg.id, packageTitle: pkg.title }),
  priceSelect: (pkg: PackageRef, choice: { price: string; date: string; airport: string }) =>
    event('price_select', { packageId: pkg.id, ...choice }),
  airportSelect: (pkg: PackageRef, airport: string) =>
    event('airport_select', { packageId: pkg.id, airport }),
  monthSelect: (pkg: PackageRef, month: string) => event('month_select', { packageId: pkg.id, month }),
  formSubmission: (formName: FormName, success: boolean) => event('form_submission', { formName, success }),
  contactInteraction: (pkg: PackageRef, contactType: ContactType) =>
    event('contact_interaction', { contactType, packageId: pkg.id, packageTitle: pkg.title }),
  /** The reservation page is always step 1 of 3 while online booking is not live (SPEC 2). */
  checkoutDetails: (packageSlug: string) =>
    event('checkout_step', { step: 1, stepName: 'Details', packageSlug }),
}
