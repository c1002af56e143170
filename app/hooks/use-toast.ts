import type * as React from 'react'
import { useSyncExternalStore } from 'react'

/** SPEC 9: one toast at a time; a new one replaces the one showing. */
export const TOAST_LIMIT = 1
/**
 * SPEC 9: a dismissed toast stays in the store this long (in practice, until the page goes).
 * Radix plays the exit animation as soon as `open` is false, so the delay is never seen.
 */
export const TOAST_REMOVE_DELAY = 1_000_000

export type ToastVariant = 'default' | 'destructive'

export type ToastInput = {
  title?: React.ReactNode
  description?: React.ReactNode
  variant?: ToastVariant
}

export type ToastItem = ToastInput & { id: string; open: boolean }

let toasts: ToastItem[] = []
const listeners = new Set<() => void>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()
// A counter is enough to tell toasts apart; ids are made in event handlers, never during a render.
let lastId = 0

function setToasts(next: ToastItem[]) {
  toasts = next
  for (const listener of listeners) listener()
}

function remove(id: string) {
  clearTimeout(removalTimers.get(id))
  removalTimers.delete(id)
  setToasts(toasts.filter((item) => item.id !== id))
}

/** Closes one toast (or all, without an id) and forgets it after TOAST_REMOVE_DELAY. */
export function dismissToast(id?: string) {
  for (const item of toasts) {
    if ((id === undefined || item.id === id) && !removalTimers.has(item.id)) {
      removalTimers.set(
        item.id,
        setTimeout(() => remove(item.id), TOAST_REMOVE_DELAY),
      )
    }
  }
  setToasts(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)))
}

/** Shows a toast; callable from anywhere (an event handler, a hook), no provider needed. */
export function toast(input: ToastInput) {
  lastId += 1
  const id = String(lastId)
  const kept = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT)
  // Toasts pushed out by the limit are gone at once, so their removal timers have nothing left to do.
  for (const item of toasts) {
    if (kept.includes(item)) continue
    clearTimeout(removalTimers.get(item.id))
    removalTimers.delete(item.id)
  }
  setToasts(kept)
  return { id, dismiss: () => dismissToast(id) }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The toasts as they stand; what the hook renders, readable outside React (and by tests). */
export const getToasts = () => toasts
// The server never has toasts, and a stable empty list keeps hydration in step with it.
const EMPTY: ToastItem[] = []
const getServerSnapshot = () => EMPTY

export function useToast() {
  const current = useSyncExternalStore(subscribe, getToasts, getServerSnapshot)
  return { toasts: current, toast, dismiss: dismissToast }
}
