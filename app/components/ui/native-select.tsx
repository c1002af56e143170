import type * as React from 'react'
import { cn } from '#app/lib/utils'

/** The browser's own select, styled as the other fields: it works before any script has run. */
function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        'h-11 w-full cursor-pointer rounded-md border border-input bg-card px-3 text-base shadow-xs transition-colors hover:border-lagoon-600 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:h-10 sm:text-sm',
        className,
      )}
      {...props}
    />
  )
}

export { NativeSelect }
