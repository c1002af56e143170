import { lazy, Suspense, useSyncExternalStore } from 'react'

const Toaster = lazy(() =>
  import('#app/components/ui/sonner').then((module) => ({ default: module.Toaster })),
)

let wanted = false
const listeners = new Set<() => void>()

/** Called with every toast (`app/components/toast.ts`): from the first one on, the outlet shows the toaster. */
export function wantToaster() {
  if (wanted) return
  wanted = true
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * Where toasts appear. Most visits never raise one, so sonner's toaster loads with the first toast and then
 * stays, rather than being part of every page; sonner hands it the toasts raised before it was there.
 */
export function ToastOutlet() {
  const needed = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  )
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
