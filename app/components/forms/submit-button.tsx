import { Icon } from '#app/components/icon'
import { Button, type ButtonProps } from '#app/components/ui/button'

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'asChild'> & {
  submitting: boolean
}

/** A form's submit button; while sending it is disabled and reads SPEC's 'Sending...' beside a spinner. */
export function SubmitButton({ submitting, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={submitting || disabled} {...props}>
      {submitting ? (
        <>
          <Icon name="loader-circle" size={16} className="animate-spin" />
          Sending...
        </>
      ) : (
        children
      )}
    </Button>
  )
}
