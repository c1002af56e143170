import { CallbackDialog } from '#app/components/callback/callback-dialog'
import { Icon } from '#app/components/icon'
import { Button } from '#app/components/ui/button'
import { island } from '#app/islands/island'
import { telHref } from '#app/lib/contact'

type SearchHelpProps = {
  /** The page it is on, path and query: the call-back form's way back. */
  returnTo: string
  phone: string
  /** The call-back's message, naming the search that found nothing. */
  prefill: string
}

/**
 * A search that found nothing offers a person instead: a call-back request or the phone. An island
 * (decision 60), for the call-back dialog.
 */
function SearchHelp({ returnTo, phone, prefill }: SearchHelpProps) {
  return (
    <section
      aria-labelledby="search-help-heading"
      className="flex flex-col gap-4 rounded-lg bg-terracotta-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h3 id="search-help-heading" className="font-semibold text-lg">
          Let our travel advisors find it for you
        </h3>
        <p className="text-muted-foreground text-sm">
          We know every departure, including ones not online yet. Ask for a call back or ring us.
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <CallbackDialog
          packageTitle="the holiday you're looking for"
          source="offers"
          returnTo={returnTo}
          prefill={prefill}
        />
        <Button asChild variant="outline">
          <a href={telHref(phone)}>
            <Icon name="phone" size={18} />
            Call {phone}
          </a>
        </Button>
      </div>
    </section>
  )
}

export const SearchHelpIsland = island('search-help', SearchHelp)
