import { CircleCheckIcon } from 'lucide-react'
import { useLocation, useNavigate } from 'react-router'
import { getAppContext } from '#app/app-context.server'
import { CallbackForm } from '#app/components/callback/callback-form'
import { CALLBACK_SENT_TOAST, callbackIntro } from '#app/components/callback/lead-messages'
import { EnquiryPage } from '#app/components/enquiry-page'
import { doneAddress, SENT_FLAG } from '#app/lib/enquiry-pages'
import { pageTitle } from '#app/lib/seo'
import type { Route } from './+types/enquiries-call-back'
import { readCallbackPage } from './enquiries-call-back.server'

export { action } from './enquiries-call-back.server'

/**
 * What the loader reads from the address (`readCallbackPage`): any other query parameter is taken off
 * before the page is rendered or kept (decision 49).
 */
export const queryParameters = ['package', 'source', 'returnTo', SENT_FLAG]

export function loader({ request, context }: Route.LoaderArgs) {
  return readCallbackPage(getAppContext(context).db, new URL(request.url))
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle({ page: 'Request a Call Back', siteName: matches[0].loaderData.config.agencyName }) },
    // Reached from a button on another page; that page is the one to find.
    { name: 'robots', content: 'noindex' },
  ]
}

/**
 * The call-back form as a page: where 'Request a Call Back' leads before scripts run. It posts to itself;
 * once scripts run it sends to the API as the dialog does, then shows the same confirmation.
 */
export default function CallbackRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { packageTitle, prefill, source, returnTo, sent } = loaderData
  const location = useLocation()
  const navigate = useNavigate()
  if (sent) {
    return (
      <EnquiryPage
        title={CALLBACK_SENT_TOAST.title}
        intro={CALLBACK_SENT_TOAST.description}
        returnTo={returnTo}
        icon={<CircleCheckIcon aria-hidden className="size-12 text-primary" />}
      />
    )
  }
  return (
    <EnquiryPage title="Request a Call Back" intro={callbackIntro(packageTitle)} returnTo={returnTo}>
      <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
        <CallbackForm
          packageTitle={packageTitle}
          source={source}
          prefill={prefill}
          posted={actionData}
          onSuccess={() => navigate(doneAddress(location, SENT_FLAG))}
        />
      </div>
    </EnquiryPage>
  )
}
