import { track } from '#app/browser/analytics/client'
import { analyticsEvents, type ContactType } from '#app/browser/analytics/events'
import { CallbackDialog } from '#app/components/callback/callback-dialog'
import { callbackIntro } from '#app/components/callback/lead-messages'
import { Icon } from '#app/components/icon'
import { Button } from '#app/components/ui/button'
import { island } from '#app/islands/island'
import type { PackageSummary } from '#app/lib/catalogue'
import { telHref } from '#app/lib/contact'

type ReservationContactProps = {
  pkg: Pick<PackageSummary, 'id' | 'slug' | 'title'>
  /** The package's own line, else the agency's. */
  phone: string
  messengerUrl: string
  returnTo: string
}

const tracked = (pkg: ReservationContactProps['pkg'], contactType: ContactType) => () =>
  track(analyticsEvents.contactInteraction(pkg, contactType))

/**
 * The 'Request Confirmation' card's ways of getting in touch: two call-back triggers, the phone and
 * Messenger. An island (decision 60): each is counted for analytics as it is used.
 */
function ReservationContact({ pkg, phone, messengerUrl, returnTo }: ReservationContactProps) {
  const callBack = {
    packageTitle: pkg.title,
    packageSlug: pkg.slug,
    source: 'reservation',
    returnTo,
    onOpen: tracked(pkg, 'callback_request'),
  } as const
  return (
    <>
      <div className="flex flex-col gap-3 rounded-lg bg-lagoon-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">{callbackIntro(pkg.title)}</p>
        <CallbackDialog {...callBack} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild variant="outline">
          <a href={telHref(phone)} onClick={tracked(pkg, 'phone_call')}>
            <Icon name="phone" size={18} />
            Call {phone}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a
            href={messengerUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={tracked(pkg, 'messenger')}
          >
            <Icon name="messenger" size={18} />
            Chat on Messenger
          </a>
        </Button>
      </div>
      {/* SPEC gives this card two call-back triggers: one up front, one for those who read on. A div,
          not a paragraph: the trigger sits in a form, which a paragraph cannot hold. */}
      <div className="border-t pt-4 text-muted-foreground text-sm">
        Can't talk right now? Tell us when suits you and we'll ring then.{' '}
        <CallbackDialog
          {...callBack}
          trigger={
            <Button variant="link" className="h-auto p-0 text-sm">
              Request a Call Back
            </Button>
          }
        />
      </div>
    </>
  )
}

export const ReservationContactIsland = island('reservation-contact', ReservationContact)

/** 'Call to Book Now', counted for analytics as it is used: an island (decision 60). */
function CallToBook({ pkg, phone }: Pick<ReservationContactProps, 'pkg' | 'phone'>) {
  return (
    <Button asChild size="lg" className="w-full">
      <a href={telHref(phone)} onClick={tracked(pkg, 'phone_call')}>
        <Icon name="phone" size={18} />
        Call to Book Now
      </a>
    </Button>
  )
}

export const CallToBookIsland = island('call-to-book', CallToBook)
