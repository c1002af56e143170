import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react'
import type * as React from 'react'
import { Toaster as Sonner } from 'sonner'

/** SPEC 9's toast timings. Sonner's swipe-to-dismiss distance is its own 45 px, near SPEC's 50. */
const TOAST_DURATION_MS = 5000
const VISIBLE_TOASTS = 1
const TOAST_WIDTH = '420px'

/**
 * Sonner's toaster in the site's colours (shadcn's pattern): good news on a card, failures in the
 * destructive red. One toast shows at a time (a newer one covers the one showing); F8 moves focus to it.
 */
function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={VISIBLE_TOASTS}
      hotkey={['F8']}
      closeButton
      richColors
      icons={{
        success: <CircleCheckIcon aria-hidden className="size-5 text-primary" />,
        error: <CircleAlertIcon aria-hidden className="size-5" />,
      }}
      toastOptions={{
        // A modal dialog makes the rest of the page ignore the pointer; a toast raised from one stays closable.
        classNames: { toast: 'pointer-events-auto gap-3! text-sm!', title: 'font-semibold!' },
      }}
      style={
        {
          '--width': TOAST_WIDTH,
          '--border-radius': 'var(--radius)',
          fontFamily: 'var(--font-sans)',
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--success-bg': 'var(--card)',
          '--success-text': 'var(--card-foreground)',
          '--success-border': 'var(--color-lagoon-200)',
          '--error-bg': 'var(--destructive)',
          '--error-text': 'var(--destructive-foreground)',
          '--error-border': 'var(--destructive)',
        } as React.CSSProperties
      }
    />
  )
}

export { Toaster }
