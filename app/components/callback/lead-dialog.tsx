import type * as React from 'react'
import { useEffect, useState } from 'react'
import { ThankYouPanel } from '#app/components/forms/thank-you-panel'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#app/components/ui/dialog'

/** SPEC 9: after a successful request the dialog shows its thanks this long, then closes itself. */
export const DIALOG_AUTO_CLOSE_MS = 3000

type LeadDialogProps = {
  title: string
  description: string
  /** The element that opens the dialog; it must accept a ref and onClick, as a Button does. */
  trigger: React.ReactElement
  thankYou: React.ReactNode
  /** Renders the form; calling `onSuccess` swaps it for the thanks and starts the auto-close. */
  children: (onSuccess: () => void) => React.ReactNode
  /** Called each time the visitor opens the dialog, for click tracking. */
  onOpen?: () => void
}

/** The dialog shell shared by 'Request a Call Back' and 'Contact Us'. */
export function LeadDialog({ title, description, trigger, thankYou, children, onOpen }: LeadDialogProps) {
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState(false)

  useEffect(() => {
    if (!open || !sent) return
    const timer = setTimeout(() => setOpen(false), DIALOG_AUTO_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [open, sent])

  function handleOpenChange(next: boolean) {
    // Reset on opening rather than closing, so the thanks do not flip back to the form as it fades out.
    if (next) {
      setSent(false)
      onOpen?.()
    }
    setOpen(next)
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {/* Once sent, 'fill in your details' no longer applies; hidden, so the dialog keeps its description. */}
          <DialogDescription className={sent ? 'sr-only' : undefined}>{description}</DialogDescription>
        </DialogHeader>
        {sent ? <ThankYouPanel>{thankYou}</ThankYouPanel> : children(() => setSent(true))}
      </DialogContent>
    </Dialog>
  )
}
