import { type ReactNode, useLayoutEffect, useRef } from 'react'
import {
  DiscardChangesDialog,
  useDiscardPrompt,
} from '#app/components/admin/unsaved-changes/discard-changes-dialog'
import {
  UnsavedChangesScopeProvider,
  useUnsavedChangesScope,
} from '#app/components/admin/unsaved-changes/unsaved-changes'
import { Button } from '#app/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#app/components/ui/dialog'

type AdminDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description: ReactNode
  /** Widens the dialog, for example 'sm:max-w-2xl'. */
  className?: string
  /** While a write runs the dialog cannot be dismissed half-way, so staff see how it ended. */
  busy?: boolean
  /** The confirmations: announced as a warning, answered only by their buttons. */
  alert?: boolean
  /**
   * Holds changes not yet saved, so Escape, a press outside, Cancel and Close ask "Discard your changes?"
   * first. Forms inside report their own with `useUnsavedChanges`; this is for state the dialog keeps itself.
   */
  dirty?: boolean
  /**
   * Where focus goes on closing when the element that opened the dialog is gone, say a table row the save
   * re-rendered; without it (or when it finds nothing) Radix leaves focus on the page's body.
   */
  fallbackFocus?: () => HTMLElement | null
  children: ReactNode
}

/** A press on a toast (its close button) is not a press outside the dialog that raised it. */
function keepOpenForToasts(event: Event) {
  if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]')) event.preventDefault()
}

/**
 * The element that had focus when the dialog opened. These dialogs open from state, not from a Radix trigger,
 * so Radix would hand focus back to the page's body on closing; a keyboard user goes back to the button.
 * Read in a layout effect: Radix moves focus into the dialog in a later, passive one.
 */
function useOpener(open: boolean) {
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement
  }, [open])
  return opener
}

/**
 * The unsaved changes of the dialog and the forms inside it (decision 52): while there are any, a request to
 * close asks first, and the page around counts the dialog as unsaved too.
 */
function useDialogChanges(open: boolean, dirty: boolean) {
  const content = useRef<HTMLDivElement>(null)
  const { confirmDiscard, prompt } = useDiscardPrompt(content)
  const changes = useUnsavedChangesScope({ dirty, open, confirmDiscard })
  return { ...changes, content, confirmDiscard, prompt }
}

/** The shell of every admin dialog: title and description, then the dialog's own content. */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  busy = false,
  alert = false,
  dirty = false,
  fallbackFocus,
  children,
}: AdminDialogProps) {
  const opener = useOpener(open)
  const changes = useDialogChanges(open, dirty)

  async function requestOpenChange(next: boolean) {
    if (busy) return
    // Closing by the dialog's own ways (Escape, outside, Cancel, Close); a save that succeeded closes it directly.
    if (!next && changes.isDirty() && !(await changes.confirmDiscard())) return
    onOpenChange(next)
  }

  return (
    <Dialog open={open} onOpenChange={requestOpenChange}>
      <DialogContent
        ref={changes.content}
        className={className}
        role={alert ? 'alertdialog' : 'dialog'}
        showCloseButton={!alert}
        onInteractOutside={keepOpenForToasts}
        onCloseAutoFocus={(event) => {
          const target = opener.current?.isConnected ? opener.current : fallbackFocus?.()
          if (!target) return
          event.preventDefault()
          target.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <UnsavedChangesScopeProvider scope={changes.scope}>{children}</UnsavedChangesScopeProvider>
        <DiscardChangesDialog {...changes.prompt} />
      </DialogContent>
    </Dialog>
  )
}

type AdminDialogFooterProps = {
  /** The dialog's own buttons, after Cancel: the submit button, or Preview and Import. */
  children: ReactNode
  /** Cancel waits too while a write that cannot be stopped half-way runs. */
  cancelDisabled?: boolean
  className?: string
}

/** The foot of every admin dialog: Cancel closes it, then the dialog's own buttons. */
export function AdminDialogFooter({ children, cancelDisabled = false, className }: AdminDialogFooterProps) {
  return (
    <DialogFooter className={className}>
      <DialogClose asChild>
        <Button variant="outline" disabled={cancelDisabled}>
          Cancel
        </Button>
      </DialogClose>
      {children}
    </DialogFooter>
  )
}
