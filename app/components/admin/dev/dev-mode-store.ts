import { useSyncExternalStore } from 'react'

/** SPEC 2 and 4: the development flag lives in this browser only, never on the server. */
const STORAGE_KEY = 'citybreak:development-mode'

const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab switching the flag updates this one too.
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

function readFlag(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on'
  } catch {
    // Storage can be blocked (private modes, strict settings): the flag then simply stays off.
    return false
  }
}

export function setDevelopmentMode(on: boolean) {
  try {
    if (on) window.localStorage.setItem(STORAGE_KEY, 'on')
    else window.localStorage.removeItem(STORAGE_KEY)
  } catch {
    return
  }
  for (const listener of listeners) listener()
}

/**
 * Whether development mode is on. The server cannot see the flag, so it renders 'off' and hydration
 * matches; React then re-renders with the browser's real value straight after.
 */
export function useDevelopmentMode(): boolean {
  return useSyncExternalStore(subscribe, readFlag, () => false)
}
