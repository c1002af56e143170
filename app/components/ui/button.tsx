import { cva, type VariantProps } from 'class-variance-authority'
import { Slot } from 'radix-ui'
import type * as React from 'react'
import { cn } from '#app/lib/utils'

// The shape every variant shares is the [data-slot='button'] rule in app.css, written once there rather than
// on every button of a page.
const buttonVariants = cva('', {
  variants: {
    variant: {
      default: 'bg-primary text-primary-foreground shadow-sm hover:bg-lagoon-800',
      secondary: 'bg-secondary text-secondary-foreground hover:bg-lagoon-100',
      outline:
        'border border-input bg-card text-foreground shadow-xs hover:bg-accent hover:text-accent-foreground',
      ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
      link: 'text-primary underline-offset-4 hover:underline',
      destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-red-800',
    },
    size: {
      // 44 px targets on touch screens, a little denser where a mouse is likely.
      default: 'h-11 px-5 sm:h-10',
      sm: 'h-9 rounded-md px-3 text-xs',
      lg: 'h-12 rounded-lg px-7 text-base',
      icon: 'size-11 sm:size-10',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
})

type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (for example a router Link) with the button's styles instead of a <button>. */
    asChild?: boolean
  }

function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button'
  return (
    <Component
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      // A plain <button> inside a form would submit it; callers opt in with type="submit".
      type={asChild ? type : (type ?? 'button')}
      {...props}
    />
  )
}

export { Button, type ButtonProps }
