import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * False while a component is server HTML, before or without scripts (and while React hydrates it); true
 * once React runs it in the browser. A component mounted after hydration, such as a dialog, starts true.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
