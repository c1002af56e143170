import type * as React from 'react'
import { cloneElement, Suspense, useEffect, useState } from 'react'
import { onDemand } from '#app/components/on-demand'
import { type TriggerElement, useOnDemandTrigger } from '#app/components/on-demand-trigger'

/** SPEC 9: after a successful request the dialog shows its thanks this long, then closes itself. */
export const DIALOG_AUTO_CLOSE_MS = 3000

const panel = onDemand(() =>
  import('#app/components/callback/lead-dialog-panel').then((module) => module.LeadDialogPanel),
)

type LeadDialogProps = {
  title: string
  description: string
  /** The element that opens the dialog; it must accept a ref, onClick and onFocus, as a Button does. */
  trigger: TriggerElement
  thankYou: React.ReactNode
  /** Renders the form; calling `onSuccess` swaps it for the thanks and starts the auto-close. */
  children: (onSuccess: () => void) => React.ReactNode
  /** Called each time the visitor opens the dialog, for click tracking. */
  onOpen?: () => void
  /** Starts loading the form's code, called as soon as the visitor reaches for the trigger. */
  preload?: () => Promise<unknown>
  /**
   * The page that shows the same form without a dialog, and its query: where the trigger leads before
   * scripts run. The query names the page the visitor is on as `returnTo`, for the way back.
   */
  formPage: { path: string; query: Record<string, string | undefined> }
}

/**
 * The dialog shell shared by 'Request a Call Back' and 'Contact Us'. Only the trigger is part of the page:
 * the dialog and its form load when a visitor points at, focuses or presses it, so a visitor who never asks
 * for a call back never downloads the code for one. The trigger is the submit button of a small GET form to
 * `formPage`, so before scripts run (or without them) it opens the form as a page of its own instead.
 */
export function LeadDialog({
  title,
  description,
  trigger,
  thankYou,
  children,
  onOpen,
  preload,
  formPage,
}: LeadDialogProps) {
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState(false)

  useEffect(() => {
    if (!open || !sent) return
    const timer = setTimeout(() => setOpen(false), DIALOG_AUTO_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [open, sent])

  const load = () => Promise.all([panel.load(), preload?.()])

  function handleOpenChange(next: boolean) {
    // Reset on opening rather than closing, so the thanks do not flip back to the form as it fades out.
    if (next) {
      setSent(false)
      onOpen?.()
    }
    setOpen(next)
  }

  const button = useOnDemandTrigger({ open, onOpen: () => handleOpenChange(true), load })
  return (
    <>
      <form method="get" action={formPage.path} className="contents">
        {Object.entries(formPage.query).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        {button.bind(cloneElement(trigger, { type: 'submit' }))}
      </form>
      {button.opened && (
        <Suspense fallback={null}>
          <panel.Component
            open={open}
            onOpenChange={handleOpenChange}
            title={title}
            description={description}
            sent={sent}
            returnFocusTo={button.ref}
          >
            {sent ? thankYou : children(() => setSent(true))}
          </panel.Component>
        </Suspense>
      )}
    </>
  )
}
