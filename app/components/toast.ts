import { toast as sonner } from 'sonner'
import { wantToaster } from '#app/components/toast-outlet'

type ToastOptions = Parameters<typeof sonner.success>[1]

/** SPEC 9: one toast at a time. A new one replaces the one showing, which could otherwise come back after it. */
function showAlone(show: () => string | number) {
  wantToaster()
  sonner.dismiss()
  return show()
}

/**
 * SPEC 8's toasts, shown by sonner: `toast.success(title, { description })` for good news and
 * `toast.error(...)` for failures. Through here rather than sonner directly, so the page's toaster, which
 * loads on demand, is asked for, and only one toast shows at a time.
 */
export const toast = {
  success: (title: string, options?: ToastOptions) => showAlone(() => sonner.success(title, options)),
  error: (title: string, options?: ToastOptions) => showAlone(() => sonner.error(title, options)),
}
