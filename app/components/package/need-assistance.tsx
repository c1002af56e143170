import { track } from '#app/browser/analytics/client'
import { analyticsEvents, type ContactType } from '#app/browser/analytics/events'
import { CallbackDialog } from '#app/components/callback/callback-dialog'
import { ContactDialog } from '#app/components/callback/contact-dialog'
import { Icon } from '#app/components/icon'
import { Button } from '#app/components/ui/button'
import { island } from '#app/islands/island'
import type { PackageSummary } from '#app/lib/catalogue'
import { telHref } from '#app/lib/contact'

type NeedAssistanceProps = {
  pkg: Pick<PackageSummary, 'id' | 'slug' | 'title' | 'phoneNumber'>
  contact: { agencyPhone: string; messengerUrl: string }
  returnTo: string
}

/**
 * 'Need Assistance' (anchor need-assistance): the package's own phone line (else the agency's), a
 * call-back request, Messenger, and the 'Contact Us' form for those who would rather write. An island (decision
 * 60): each way of getting in touch is counted for analytics as it is used.
 */
function NeedAssistance({ pkg, contact, returnTo }: NeedAssistanceProps) {
  const phone = pkg.phoneNumber?.trim() || contact.agencyPhone
  const tracked = (contactType: ContactType) => () =>
    track(analyticsEvents.contactInteraction(pkg, contactType))
  return (
    // Focusable so links that jump here can take a keyboard user along.
    <section
      id="need-assistance"
      tabIndex={-1}
      aria-labelledby="need-assistance-heading"
      className="rounded-xl border bg-lagoon-50 p-5 shadow-sm sm:p-6"
    >
      <h2 id="need-assistance-heading" className="font-semibold text-2xl">
        Need Assistance?
      </h2>
      <p className="mt-2">
        Our travel advisors know this trip inside out. Call us on{' '}
        <a
          href={telHref(phone)}
          onClick={tracked('phone_call')}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {phone}
        </a>
        , ask us to call you back, or send us a message.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <CallbackDialog
          packageTitle={pkg.title}
          packageSlug={pkg.slug}
          source="package-page"
          returnTo={returnTo}
          onOpen={tracked('callback_request')}
        />
        <Button asChild variant="outline">
          <a href={telHref(phone)} onClick={tracked('phone_call')}>
            <Icon name="phone" size={18} />
            Call Us
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={contact.messengerUrl} target="_blank" rel="noopener" onClick={tracked('messenger')}>
            <Icon name="messenger" size={18} />
            Messenger
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        <ContactDialog
          packageTitle={pkg.title}
          packageSlug={pkg.slug}
          returnTo={returnTo}
          onOpen={tracked('email')}
        />
      </div>
    </section>
  )
}

export const NeedAssistanceIsland = island('need-assistance', NeedAssistance)
