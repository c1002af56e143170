import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { Button } from '#app/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#app/components/ui/dialog'

/** What staff type into or choose: where "Keep editing" puts them back. */
const FIELDS = 'input, textarea, select, [role="combobox"], [role="switch"]'

/**
 * The field last focused inside `within` (anywhere on the page without it), so "Keep editing" returns to the
 * field staff were in rather than to the Cancel or Close button they pressed.
 */
function useLastFocusedField(within?: RefObject<HTMLElement | null>) {
  const field = useRef<HTMLElement | null>(null)
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target
      if (!(target instanceof HTMLElement) || !target.matches(FIELDS)) return
      if (within && !within.current?.contains(target)) return
      field.current = target
    }
    document.addEventListener('focusin', remember)
    return () => document.removeEventListener('focusin', remember)
  }, [within])
  return field
}

type DiscardPrompt = {
  open: boolean
  /** Discard (true), or Keep editing, Escape or a press outside (false). */
  onAnswer: (discard: boolean) => void
  returnFocusTo: RefObject<HTMLElement | null>
}

/** The state of one "Discard your changes?" prompt: `confirmDiscard()` shows it and resolves with the answer. */
export function useDiscardPrompt(within?: RefObject<HTMLElement | null>) {
  const pending = useRef<((discard: boolean) => void) | null>(null)
  const [open, setOpen] = useState(false)
  const returnFocusTo = useLastFocusedField(within)
  const confirmDiscard = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        // A second question while one is showing: the first is answered as kept.
        pending.current?.(false)
        pending.current = resolve
        setOpen(true)
      }),
    [],
  )
  const onAnswer = useCallback((discard: boolean) => {
    pending.current?.(discard)
    pending.current = null
    setOpen(false)
  }, [])
  const prompt: DiscardPrompt = { open, onAnswer, returnFocusTo }
  return { confirmDiscard, prompt }
}

/**
 * "Discard your changes?" (decision 52). Keep editing is the safe answer, so it takes focus first and is what
 * Escape and a press outside mean; afterwards focus goes back to the field staff were in.
 */
export function DiscardChangesDialog({ open, onAnswer, returnFocusTo }: DiscardPrompt) {
  const discarded = useRef(false)
  const answer = (discard: boolean) => {
    discarded.current = discard
    onAnswer(discard)
  }
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : answer(false))}>
      <DialogContent
        role="alertdialog"
        showCloseButton={false}
        className="sm:max-w-md"
        onCloseAutoFocus={(event) => {
          // After Discard, what follows places focus: the closing dialog's opener, or the next page's heading.
          if (discarded.current) return event.preventDefault()
          const field = returnFocusTo.current
          if (!field?.isConnected) return
          event.preventDefault()
          field.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>Discard your changes?</DialogTitle>
          <DialogDescription>What you have typed here is not saved yet and will be lost.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => answer(false)}>
            Keep editing
          </Button>
          <Button variant="destructive" onClick={() => answer(true)}>
            Discard
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
