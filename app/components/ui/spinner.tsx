import type * as React from 'react'
import { Icon } from '#app/components/icon'

type SpinnerProps = Omit<React.ComponentProps<'output'>, 'children'> & {
  /** What is loading, read out by screen readers, for example 'Loading package...'. */
  label?: string
  /** Show the label beside the spinner rather than only to screen readers. */
  showLabel?: boolean
  size?: number
}

function Spinner({ label = 'Loading...', showLabel = false, size = 24, ...props }: SpinnerProps) {
  return (
    // <output> carries the implicit status role, so the label is announced politely when it appears.
    <output
      data-slot="spinner"
      aria-live="polite"
      // A status region takes its name only from an author label, so the label is given here too.
      aria-label={label}
      {...props}
    >
      <Icon name="loader-circle" size={size} className="animate-spin text-primary" />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </output>
  )
}

export { Spinner, type SpinnerProps }
