import { LoaderCircleIcon } from 'lucide-react'
import { Button, type ButtonProps } from '#app/components/ui/button'

type BusyButtonProps = Omit<ButtonProps, 'asChild'> & { busy: boolean }

/** A button that keeps its label and shows a spinner while its action runs, and cannot be pressed twice. */
export function BusyButton({ busy, disabled, children, ...props }: BusyButtonProps) {
  return (
    <Button disabled={busy || disabled} {...props}>
      {busy ? <LoaderCircleIcon aria-hidden className="size-4 animate-spin" /> : null}
      {children}
    </Button>
  )
}
