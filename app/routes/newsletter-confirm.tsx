import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react'
import { getAppContext } from '#app/app-context.server'
import { EnquiryPage } from '#app/components/enquiry-page'
import { NewsletterFormCard } from '#app/components/newsletter/newsletter-form-card'
import { useTokenOutOfAddress } from '#app/hooks/use-token-out-of-address'
import { CONFIRMATION_VALID_DAYS, TOKEN_PARAMETER } from '#app/lib/newsletter-pages'
import { pageTitle } from '#app/lib/seo'
import type { RouteHandle } from '#app/root'
import { confirmNewsletterSignup } from '#app/services/newsletter/confirmation.server'
import type { Route } from './+types/newsletter-confirm'

// An expired or invalid link offers the sign-up in the page; the footer's would repeat it.
export const handle: RouteHandle = { footerNewsletter: false }

/**
 * Following the confirmation email's link confirms the sign-up (double opt-in, decision 33). The token works
 * once; the page is never kept by any cache (`server/shared-caching.ts`), so each visit asks the database.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get(TOKEN_PARAMETER)
  return { outcome: await confirmNewsletterSignup(getAppContext(context).db, token) }
}

const PAGES = {
  confirmed: {
    title: 'Subscription confirmed',
    intro:
      'Thank you: you will now hear about our new Italian city breaks, price drops and seasonal deals. Every email has a link to unsubscribe at any time.',
  },
  expired: {
    title: 'This link has expired',
    intro: `A confirmation link works for ${CONFIRMATION_VALID_DAYS} days. Please sign up again below and we will send you a new one.`,
  },
  invalid: {
    title: 'This link is not valid',
    intro:
      'It may have been copied incompletely, or the address has unsubscribed since. Please sign up again below and we will send you a new link.',
  },
} as const

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const page = PAGES[loaderData?.outcome ?? 'invalid']
  return [
    { title: pageTitle({ page: page.title, siteName: matches[0].loaderData.config.agencyName }) },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function NewsletterConfirmPage({ loaderData }: Route.ComponentProps) {
  useTokenOutOfAddress()
  const { outcome } = loaderData
  const page = PAGES[outcome]
  const Icon = outcome === 'confirmed' ? CircleCheckIcon : CircleAlertIcon
  return (
    <EnquiryPage
      title={page.title}
      intro={page.intro}
      returnTo="/"
      icon={<Icon aria-hidden className="size-12 text-primary" />}
    >
      {outcome === 'confirmed' ? null : <NewsletterFormCard returnTo="/" />}
    </EnquiryPage>
  )
}
