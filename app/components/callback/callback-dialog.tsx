import type * as React from 'react'
import { CallbackForm, type CallbackFormProps } from '#app/components/callback/callback-form'
import { LeadDialog } from '#app/components/callback/lead-dialog'
import { CALLBACK_THANKS, callbackIntro } from '#app/components/callback/lead-messages'
import { Icon } from '#app/components/icon'
import { Button } from '#app/components/ui/button'

type CallbackDialogProps = Omit<CallbackFormProps, 'onSuccess'> & {
  /** Replaces the default 'Request a Call Back' button, to fit the surrounding design. */
  trigger?: React.ReactElement
  onOpen?: () => void
}

/** SPEC's 'Request a Call Back' dialog around the call-back form. */
export function CallbackDialog({ packageTitle, source, prefill, trigger, onOpen }: CallbackDialogProps) {
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
    >
      {(onSuccess) => (
        <CallbackForm packageTitle={packageTitle} source={source} prefill={prefill} onSuccess={onSuccess} />
      )}
    </LeadDialog>
  )
}
