import { Slot } from 'radix-ui'
import type * as React from 'react'

type ButtonProps = React.ComponentProps<'button'> & {
  /** The look, drawn by the [data-slot='button'][data-variant] rules in app.css. */
  variant?: 'default' | 'secondary' | 'outline' | 'ghost' | 'link' | 'destructive'
  size?: 'default' | 'sm' | 'lg' | 'icon'
  /** Render the single child (for example a router Link) with the button's styles instead of a <button>. */
  asChild?: boolean
}

// The shape and every variant are rules in app.css's components layer, so a class a caller passes (a utility)
// overrides them without merging class lists here.
function Button({ variant = 'default', size = 'default', asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button'
  return (
    <Component
      data-slot="button"
      data-variant={variant}
      data-size={size}
      // A plain <button> inside a form would submit it; callers opt in with type="submit".
      type={asChild ? type : (type ?? 'button')}
      {...props}
    />
  )
}

export { Button, type ButtonProps }
