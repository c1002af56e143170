import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAnalyticsClient, MAX_QUEUED_EVENTS } from '#app/browser/analytics/client'
import type { AnalyticsSettings } from '#app/browser/analytics/config'
import { analyticsEvents } from '#app/browser/analytics/events'

const SETTINGS: AnalyticsSettings = { apiKey: 'phc_key', useProxy: false, host: 'https://eu.i.posthog.com' }
const view = analyticsEvents.packageView({ id: 1, title: 'Venice City Break' })

function fakeLibrary() {
  return {
    init: vi.fn(),
    capture: vi.fn(),
    opt_in_capturing: vi.fn(),
    opt_out_capturing: vi.fn(),
    set_config: vi.fn(),
  }
}

function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries))
  return {
    get length() {
      return map.size
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => map.set(key, value),
    removeItem: (key) => map.delete(key),
    clear: () => map.clear(),
  } as Storage
}

function setup(settings: AnalyticsSettings | null = SETTINGS) {
  const library = fakeLibrary()
  const storage = memoryStorage({ ph_citybreak_analytics_posthog: '{}', 'citybreak-analytics-consent': 'x' })
  const importLibrary = vi.fn(async () => library as never)
  const client = createAnalyticsClient({
    loadSettings: async () => settings,
    importLibrary,
    storages: () => [storage],
  })
  return { client, library, importLibrary, storage }
}

afterEach(() => vi.restoreAllMocks())

describe('the analytics client', () => {
  it('holds events until the library has loaded, then sends them', async () => {
    const { client, library } = setup()
    client.track(view)
    expect(library.capture).not.toHaveBeenCalled()
    await client.start()
    expect(library.init).toHaveBeenCalledWith(
      'phc_key',
      expect.objectContaining({ persistence: 'localStorage' }),
    )
    expect(library.capture).toHaveBeenCalledWith('package_view', view.properties)
  })

  it('never loads the library without consent, and drops what was waiting', async () => {
    const { client, library, importLibrary } = setup()
    client.track(view)
    client.stop()
    client.track(view)
    expect(importLibrary).not.toHaveBeenCalled()
    await client.start()
    expect(library.capture).not.toHaveBeenCalled()
  })

  it('does not load the library when the settings disable analytics', async () => {
    const { client, importLibrary } = setup(null)
    await client.start()
    expect(importLibrary).not.toHaveBeenCalled()
  })

  it('keeps at most a few events waiting', async () => {
    const { client, library } = setup()
    for (let index = 0; index < MAX_QUEUED_EVENTS + 5; index += 1) client.track(view)
    await client.start()
    expect(library.capture).toHaveBeenCalledTimes(MAX_QUEUED_EVENTS)
  })

  it('swallows a tracking error with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { client, library } = setup()
    await client.start()
    library.capture.mockImplementation(() => {
      throw new Error('boom')
    })
    expect(() => client.track(view)).not.toThrow()
    expect(warn).toHaveBeenCalled()
  })

  it('logs a library that fails to load and stays off', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { client, importLibrary, library } = setup()
    importLibrary.mockRejectedValueOnce(new Error('chunk failed'))
    await client.start()
    client.track(view)
    expect(library.capture).not.toHaveBeenCalled()
    expect(error).toHaveBeenCalledWith('Analytics could not be started.', expect.any(Error))
  })

  it('on withdrawal opts out and removes what the library stored, keeping the choice itself', async () => {
    const { client, library, storage } = setup()
    await client.start()
    client.stop()
    expect(library.opt_out_capturing).toHaveBeenCalled()
    expect(storage.getItem('ph_citybreak_analytics_posthog')).toBeNull()
    expect(storage.getItem('citybreak-analytics-consent')).toBe('x')
    client.track(view)
    expect(library.capture).not.toHaveBeenCalled()
  })
})
