import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react'
import { Link } from 'react-router'
import { getAppContext } from '#app/app-context.server'
import { EnquiryPage } from '#app/components/enquiry-page'
import { Button } from '#app/components/ui/button'
import { useTokenOutOfAddress } from '#app/hooks/use-token-out-of-address'
import { NEWSLETTER_PAGE_PATH } from '#app/lib/enquiry-pages'
import { NEWSLETTER_UNSUBSCRIBE_PATH, TOKEN_PARAMETER, tokenPath } from '#app/lib/newsletter-pages'
import { pageTitle } from '#app/lib/seo'
import type { RouteHandle } from '#app/root'
import { readUnsubscribeLink } from '#app/services/newsletter/unsubscribe.server'
import type { Route } from './+types/newsletter-unsubscribe'

// Someone leaving the list is not invited to join it in the footer.
export const handle: RouteHandle = { footerNewsletter: false }

/**
 * A newsletter email's unsubscribe link opened in a browser. Opening it changes nothing (mail scanners open
 * links before people do): the page offers a button, whose form posts to the same address, where the
 * one-click handler (`server/newsletter-unsubscribe.ts`) unsubscribes and sends the browser back here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get(TOKEN_PARAMETER) ?? ''
  const link = await readUnsubscribeLink(getAppContext(context).db, token)
  return { token, link }
}

type Page = Route.ComponentProps['loaderData']

const titleOf = ({ link }: Page) =>
  !link
    ? 'This link is not valid'
    : link.subscribed
      ? 'Unsubscribe from our emails'
      : 'You have been unsubscribed'

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const title = loaderData ? titleOf(loaderData) : 'Unsubscribe from our emails'
  return [
    { title: pageTitle({ page: title, siteName: matches[0].loaderData.config.agencyName }) },
    { name: 'robots', content: 'noindex' },
  ]
}

/** What the page says about the link: not valid, already done, or the button to do it. */
function Outcome({ token, link, agencyEmail }: Page & { agencyEmail: string }) {
  if (!link) {
    return (
      <>
        It may have been copied incompletely. Please use the link in the latest email from us, or write to{' '}
        <a className="text-primary underline" href={`mailto:${agencyEmail}`}>
          {agencyEmail}
        </a>{' '}
        and we will take you off our list.
      </>
    )
  }
  if (!link.subscribed) {
    return (
      <>
        We will not send any more newsletter emails{link.email ? ` to ${link.email}` : ''}. Changed your mind?{' '}
        <Link className="text-primary underline" to={NEWSLETTER_PAGE_PATH}>
          Sign up again
        </Link>{' '}
        at any time.
      </>
    )
  }
  return (
    <>
      <span className="block">
        We will stop sending our newsletter to {link.email} as soon as you press the button.
      </span>
      {/* A plain form, not React Router's: it posts to the one-click handler, which answers with a redirect. */}
      <form method="post" action={tokenPath(NEWSLETTER_UNSUBSCRIBE_PATH, token)} className="mt-6">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <Button type="submit" size="lg">
          Unsubscribe
        </Button>
      </form>
    </>
  )
}

export default function NewsletterUnsubscribePage({ loaderData, matches }: Route.ComponentProps) {
  // The button's form still names the token: the one-click handler needs it.
  useTokenOutOfAddress()
  const { link } = loaderData
  const Icon = !link ? CircleAlertIcon : link.subscribed ? null : CircleCheckIcon
  return (
    <EnquiryPage
      title={titleOf(loaderData)}
      returnTo="/"
      icon={Icon ? <Icon aria-hidden className="size-12 text-primary" /> : undefined}
      intro={<Outcome {...loaderData} agencyEmail={matches[0].loaderData.config.agencyEmail} />}
    />
  )
}
