import type * as React from 'react'
import type { CallbackFormProps } from '#app/components/callback/callback-form'
import { LeadDialog } from '#app/components/callback/lead-dialog'
import { CALLBACK_THANKS, callbackIntro } from '#app/components/callback/lead-messages'
import { Icon } from '#app/components/icon'
import { onDemand } from '#app/components/on-demand'
import { Button } from '#app/components/ui/button'
import { CALLBACK_PAGE_PATH } from '#app/lib/enquiry-pages'

const form = onDemand(() =>
  import('#app/components/callback/callback-form').then((module) => module.CallbackForm),
)

type CallbackDialogProps = Omit<CallbackFormProps, 'onSuccess' | 'posted'> & {
  /** The package's slug, so the call-back page shown before scripts run names the same package. */
  packageSlug?: string
  /** The page the dialog is on (path and query): the way back from the form's own page. */
  returnTo: string
  /** Replaces the default 'Request a Call Back' button, to fit the surrounding design. */
  trigger?: React.ReactElement
  onOpen?: () => void
}

/** SPEC's 'Request a Call Back' dialog around the call-back form. */
export function CallbackDialog({
  packageTitle,
  packageSlug,
  returnTo,
  source,
  prefill,
  trigger,
  onOpen,
}: CallbackDialogProps) {
  return (
    <LeadDialog
      title="Request a Call Back"
      description={callbackIntro(packageTitle)}
      trigger={
        trigger ?? (
          <Button>
            <Icon name="phone" size={18} />
            Request a Call Back
          </Button>
        )
      }
      thankYou={CALLBACK_THANKS}
      onOpen={onOpen}
      preload={form.load}
      formPage={{ path: CALLBACK_PAGE_PATH, query: { package: packageSlug, source, returnTo } }}
    >
      {(onSuccess) => (
        <form.Component packageTitle={packageTitle} source={source} prefill={prefill} onSuccess={onSuccess} />
      )}
    </LeadDialog>
  )
}
