import type { PostHog } from 'posthog-js'
import { type AnalyticsSettings, loadAnalyticsSettings } from '#app/browser/analytics/config'
import type { AnalyticsEvent } from '#app/browser/analytics/events'
import { posthogOptions } from '#app/browser/analytics/posthog-options'
import { forwardToProxy } from '#app/browser/analytics/proxy-transport'

type Library = Pick<PostHog, 'init' | 'capture' | 'opt_in_capturing' | 'opt_out_capturing' | 'set_config'>

type ClientDeps = {
  loadSettings: () => Promise<AnalyticsSettings | null>
  /** The library is its own chunk, fetched from this site only once the visitor has agreed. */
  importLibrary: () => Promise<Library>
  storages: () => Storage[]
}

/**
 * 'starting': the page has not read the visitor's choice yet; 'loading': they agreed and the library is on
 * its way; 'ready': events go out; 'off': no consent, no usable key, or a failure.
 */
type Status = 'starting' | 'loading' | 'ready' | 'off'

/** Events of the first render (a package view) wait for the library, but never without limit. */
export const MAX_QUEUED_EVENTS = 20

/** posthog-js keeps its identifiers and its own opt-out flag under these prefixes. */
const LIBRARY_KEY_PREFIXES = ['ph_', '__ph_']

function removeLibraryKeys(storage: Storage) {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '')
  for (const key of keys) {
    if (LIBRARY_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) storage.removeItem(key)
  }
}

export function createAnalyticsClient(deps: ClientDeps) {
  let status: Status = 'starting'
  let library: Library | null = null
  let queue: AnalyticsEvent[] = []

  const send = (lib: Library, event: AnalyticsEvent) => lib.capture(event.name, event.properties)

  function turnOff() {
    status = 'off'
    queue = []
  }

  /** SPEC 7: a tracking error is swallowed with a warning; it never breaks the page. */
  function track(event: AnalyticsEvent) {
    try {
      if (status === 'ready' && library) send(library, event)
      else if (status !== 'off' && queue.length < MAX_QUEUED_EVENTS) queue.push(event)
    } catch (error) {
      console.warn(`The analytics event '${event.name}' could not be sent.`, error)
    }
  }

  async function initialise(): Promise<Library | null> {
    if (library) {
      // Agreed again after withdrawing on this page: the library is already in memory.
      library.set_config({ disable_persistence: false })
      library.opt_in_capturing({ captureEventName: false })
      return library
    }
    const settings = await deps.loadSettings()
    if (!settings) return null
    const loaded = await deps.importLibrary()
    // The visitor may have said no while the library was on its way.
    if (status !== 'loading') return null
    loaded.init(settings.apiKey, posthogOptions(settings, forwardToProxy(settings.apiKey)))
    library = loaded
    return loaded
  }

  /** Called once the visitor has agreed; nothing is sent before the library has loaded (SPEC 5). */
  async function start() {
    if (status === 'loading' || status === 'ready') return
    status = 'loading'
    try {
      const ready = await initialise()
      if (!ready || status !== 'loading') {
        if (status === 'loading') turnOff()
        return
      }
      status = 'ready'
      const waiting = queue
      queue = []
      for (const event of waiting) track(event)
    } catch (error) {
      console.error('Analytics could not be started.', error)
      turnOff()
    }
  }

  /** No consent, or consent withdrawn: stop sending and remove what the library stored on the device. */
  function stop() {
    turnOff()
    try {
      library?.opt_out_capturing()
      library?.set_config({ disable_persistence: true })
      for (const storage of deps.storages()) removeLibraryKeys(storage)
    } catch (error) {
      console.warn('Analytics could not be fully stopped.', error)
    }
  }

  return { track, start, stop }
}

/** The page's one client. */
export const analytics = createAnalyticsClient({
  loadSettings: () => loadAnalyticsSettings(),
  importLibrary: () => import('posthog-js').then((module) => module.default),
  storages: () => [window.localStorage, window.sessionStorage],
})

export const track = (event: AnalyticsEvent) => analytics.track(event)
