import { Slot } from 'radix-ui'
import type * as React from 'react'

type BadgeProps = React.ComponentProps<'span'> & {
  /** The colours, drawn by the [data-slot='badge'][data-variant] rules in app.css. */
  variant?: 'default' | 'secondary' | 'accent' | 'outline' | 'destructive'
  asChild?: boolean
}

function Badge({ variant = 'default', asChild = false, ...props }: BadgeProps) {
  const Component = asChild ? Slot.Root : 'span'
  return <Component data-slot="badge" data-variant={variant} {...props} />
}

export { Badge, type BadgeProps }
