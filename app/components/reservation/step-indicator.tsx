import { cn } from '#app/lib/utils'

const STEPS = ['Details', 'Request', 'Confirmation'] as const

/** Booking is offline for now, so the visitor is always on the first step. */
export function StepIndicator() {
  return (
    // On a phone each label sits under its number, so the three steps fit 320 px (WCAG 1.4.10); from the
    // sm breakpoint they sit side by side, joined by a line.
    <ol aria-label="Reservation progress" className="flex items-start gap-4 sm:items-center">
      {STEPS.map((step, index) => {
        const current = index === 0
        return (
          <li
            key={step}
            aria-current={current ? 'step' : undefined}
            className="flex flex-col items-center gap-1 sm:flex-row sm:gap-2"
          >
            <span
              className={cn(
                'flex size-8 items-center justify-center rounded-full border font-semibold text-sm',
                current
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-card text-muted-foreground',
              )}
            >
              {index + 1}
            </span>
            <span className={cn('text-sm', current ? 'font-semibold' : 'text-muted-foreground')}>{step}</span>
            {index < STEPS.length - 1 && (
              <span aria-hidden="true" className="hidden h-px w-10 bg-border sm:block" />
            )}
          </li>
        )
      })}
    </ol>
  )
}
