import type * as React from 'react'
import { ThankYouPanel } from '#app/components/forms/thank-you-panel'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#app/components/ui/dialog'

type LeadDialogPanelProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  /** Once sent, the children are the thanks. */
  sent: boolean
  /** The trigger lives outside this lazily loaded module, so focus is handed back to it by hand. */
  returnFocusTo: React.RefObject<HTMLElement | null>
  children: React.ReactNode
}

/** The open dialog of `LeadDialog`, loaded on demand with Radix's dialog. */
export function LeadDialogPanel({
  open,
  onOpenChange,
  title,
  description,
  sent,
  returnFocusTo,
  children,
}: LeadDialogPanelProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {/* Once sent, 'fill in your details' no longer applies; hidden, so the dialog keeps its description. */}
          <DialogDescription className={sent ? 'sr-only' : undefined}>{description}</DialogDescription>
        </DialogHeader>
        {sent ? <ThankYouPanel>{children}</ThankYouPanel> : children}
      </DialogContent>
    </Dialog>
  )
}
