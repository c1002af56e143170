import { afterEach, describe, expect, it, vi } from 'vitest'

// The store is module state, so each test takes a fresh copy of the module.
async function freshStore() {
  vi.resetModules()
  return import('./use-toast')
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the toast store', () => {
  it('shows one toast at a time, the newest replacing the one showing', async () => {
    const store = await freshStore()
    store.toast({ title: 'First' })
    store.toast({ title: 'Something went wrong', variant: 'destructive' })
    expect(store.getToasts()).toEqual([
      expect.objectContaining({ title: 'Something went wrong', variant: 'destructive', open: true }),
    ])
  })

  it('closes a dismissed toast at once and forgets it after the removal delay', async () => {
    vi.useFakeTimers()
    const store = await freshStore()
    const { dismiss } = store.toast({ title: 'Call Back Request Sent!' })
    dismiss()
    expect(store.getToasts()).toEqual([expect.objectContaining({ open: false })])
    vi.advanceTimersByTime(store.TOAST_REMOVE_DELAY - 1)
    expect(store.getToasts()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.getToasts()).toEqual([])
  })
})
