import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react'
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '#app/components/ui/toast'
import { useToast } from '#app/hooks/use-toast'

/** SPEC 9's toast timings; the removal delay and the one-at-a-time limit live in the store. */
const TOAST_DURATION_MS = 5000
const SWIPE_THRESHOLD_PX = 50

/** Renders the toast queue; mounted once in the root so any component can call `toast()`. */
export function Toaster() {
  const { toasts, dismiss } = useToast()
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toasts.map(({ id, title, description, variant, open }) => {
        const StatusIcon = variant === 'destructive' ? CircleAlertIcon : CircleCheckIcon
        return (
          <Toast
            key={id}
            open={open}
            variant={variant}
            // A failure is announced at once; good news waits for the screen reader to finish.
            type={variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(isOpen) => {
              if (!isOpen) dismiss(id)
            }}
          >
            <StatusIcon
              aria-hidden
              className="mt-0.5 size-5 shrink-0 text-primary group-[.destructive]:text-white"
            />
            <div className="grid gap-1">
              {title ? <ToastTitle>{title}</ToastTitle> : null}
              {description ? <ToastDescription>{description}</ToastDescription> : null}
            </div>
            <ToastClose />
          </Toast>
        )
      })}
      <ToastViewport hotkey={['F8']} />
    </ToastProvider>
  )
}
