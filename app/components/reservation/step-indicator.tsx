import { cn } from '#app/lib/utils'

const STEPS = ['Details', 'Request', 'Confirmation'] as const

/** Booking is offline for now, so the visitor is always on the first step. */
export function StepIndicator() {
  return (
    <ol aria-label="Reservation progress" className="flex items-center gap-2 sm:gap-4">
      {STEPS.map((step, index) => {
        const current = index === 0
        return (
          <li key={step} aria-current={current ? 'step' : undefined} className="flex items-center gap-2">
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
