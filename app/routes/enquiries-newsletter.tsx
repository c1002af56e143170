import { EnquiryPage } from '#app/components/enquiry-page'
import { NewsletterFormCard } from '#app/components/newsletter/newsletter-form-card'
import { NEWSLETTER_INVITE, SUBSCRIBED_MESSAGE } from '#app/components/newsletter/newsletter-messages'
import { SUBSCRIBED_FLAG } from '#app/lib/enquiry-pages'
import { pageTitle } from '#app/lib/seo'
import type { RouteHandle } from '#app/root'
import type { Route } from './+types/enquiries-newsletter'
import { readNewsletterPage } from './enquiries-newsletter.server'

export { action } from './enquiries-newsletter.server'

// The page is the sign-up; the footer's would repeat it.
export const handle: RouteHandle = { footerNewsletter: false }

/**
 * What the loader reads from the address (`readNewsletterPage`): any other query parameter is taken off
 * before the page is rendered or kept (decision 49).
 */
export const queryParameters = ['returnTo', SUBSCRIBED_FLAG]

export function loader({ request }: Route.LoaderArgs) {
  return readNewsletterPage(new URL(request.url))
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    {
      title: pageTitle({ page: NEWSLETTER_INVITE.title, siteName: matches[0].loaderData.config.agencyName }),
    },
    // Reached by signing up on another page; that page is the one to find.
    { name: 'robots', content: 'noindex' },
  ]
}

/**
 * Where a sign-up made before scripts run lands: the thanks, or the form again with the address and SPEC's
 * message. Once scripts run, the form here sends to the API as the footer's does.
 */
export default function NewsletterSignupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { returnTo, subscribed } = loaderData
  const posted = actionData
    ? { email: actionData.email, feedback: { tone: 'error' as const, text: actionData.error } }
    : subscribed
      ? { email: '', feedback: { tone: 'success' as const, text: SUBSCRIBED_MESSAGE } }
      : undefined
  return (
    <EnquiryPage title={NEWSLETTER_INVITE.title} intro={NEWSLETTER_INVITE.description} returnTo={returnTo}>
      <NewsletterFormCard returnTo={returnTo} posted={posted} />
    </EnquiryPage>
  )
}
