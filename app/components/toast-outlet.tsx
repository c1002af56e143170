import { lazy, Suspense, useEffect, useState } from 'react'
import { useToast } from '#app/hooks/use-toast'

const Toaster = lazy(() =>
  import('#app/components/ui/toaster').then((module) => ({ default: module.Toaster })),
)

/**
 * Where toasts appear. Most visits never raise one, so the toast viewport and its Radix code load with the
 * first toast and then stay, rather than being part of every page.
 */
export function ToastOutlet() {
  const { toasts } = useToast()
  const [needed, setNeeded] = useState(false)
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true)
  }, [toasts.length])
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
