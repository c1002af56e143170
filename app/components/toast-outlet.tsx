import { useSyncExternalStore } from 'react'
import type { Toaster as ToasterComponent } from '#app/components/ui/sonner'
import { island } from '#app/islands/island'

let wanted = false
let Toaster: typeof ToasterComponent | null = null
const listeners = new Set<() => void>()

/**
 * Called with every toast (`app/components/toast.ts`): the first one loads sonner's toaster, which the outlet
 * shows from then on. Loaded here rather than through React.lazy: a lazy toaster's first mount, suspended
 * while other updates of the same moment rendered (a save that closes its dialog and moves the Pricing tab
 * to another month), was seen never to come back, and the toast with it (issue 25).
 */
export function wantToaster() {
  if (wanted) return
  wanted = true
  import('#app/components/ui/sonner')
    .then((module) => {
      Toaster = module.Toaster
      for (const listener of listeners) listener()
    })
    // A failed load (a deploy replaced the chunk) is tried again with the next toast.
    .catch(() => {
      wanted = false
    })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * Where toasts appear. Most visits never raise one, so sonner's toaster loads with the first toast and then
 * stays, rather than being part of every page; sonner hands it the toasts raised before it was there. An island
 * on a public page (decision 60): the toasts are raised by other islands, through this module.
 */
function ToastOutletView() {
  const Loaded = useSyncExternalStore(
    subscribe,
    () => Toaster,
    () => null,
  )
  return Loaded ? <Loaded /> : null
}

export const ToastOutlet = island('toasts', ToastOutletView)
