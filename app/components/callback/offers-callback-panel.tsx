import { CallbackDialog } from '#app/components/callback/callback-dialog'
import { GENERAL_CALLBACK } from '#app/components/callback/lead-messages'
import { Icon } from '#app/components/icon'
import { Button } from '#app/components/ui/button'
import { island } from '#app/islands/island'

/**
 * On /offers, for visitors torn between breaks: a call-back request not tied to one package. An island
 * (decision 60), for its dialog; told the page it is on as its form's way back.
 */
function CallbackPanel({ returnTo }: { returnTo: string }) {
  return (
    <section
      aria-labelledby="offers-callback-heading"
      className="flex flex-col gap-5 rounded-2xl border border-terracotta-200 bg-terracotta-50 p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-terracotta-100 text-terracotta-700">
          <Icon name="phone" size={24} />
        </span>
        <div className="flex flex-col gap-1">
          <h2 id="offers-callback-heading" className="font-semibold text-2xl">
            Can't decide? We'll call you
          </h2>
          <p className="max-w-xl text-muted-foreground">
            Tell us when suits you and one of our travel advisors will help you pick the right city break,
            dates and airport.
          </p>
        </div>
      </div>
      <CallbackDialog
        packageTitle={GENERAL_CALLBACK.packageTitle}
        source="offers"
        returnTo={returnTo}
        prefill={GENERAL_CALLBACK.prefill}
        trigger={
          <Button size="lg" className="w-full sm:w-auto">
            <Icon name="phone" size={18} />
            Request a Call Back
          </Button>
        }
      />
    </section>
  )
}

export const OffersCallbackPanelIsland = island('offers-callback-panel', CallbackPanel)
