import { useSyncExternalStore } from 'react'
import { analytics } from '#app/browser/analytics/client'
import { type Consent, readConsent, saveConsent } from '#app/browser/analytics/consent'

type Choice = {
  /** null until read after mount: the server cannot know the choice, so nothing depends on it in the first render. */
  consent: Consent | null
  /** True while the footer's 'Cookie settings' has the question shown again. */
  reopened: boolean
}

/**
 * The visitor's analytics choice, kept outside React: on a page rendered as islands, the banner and the footer's
 * button are roots of their own (decision 60), and both read and change this one value.
 */
let choice: Choice = { consent: null, reopened: false }
const listeners = new Set<() => void>()

function update(next: Choice) {
  choice = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * Starts or stops the client before React re-renders with the new choice, so the page view sent as the
 * tracker mounts finds the library already on its way and waits for it rather than being dropped.
 */
function applyConsent(consent: Consent) {
  if (consent === 'accepted') void analytics.start()
  else analytics.stop()
}

/** Reads the remembered choice once the page is in the browser; called by the banner's island as it mounts. */
export function loadAnalyticsChoice() {
  if (choice.consent !== null) return
  const stored = readConsent()
  applyConsent(stored)
  update({ consent: stored, reopened: false })
}

export function chooseAnalytics(consent: Exclude<Consent, 'undecided'>) {
  saveConsent(consent)
  applyConsent(consent)
  update({ consent, reopened: false })
}

/** Shows the question again, for the footer's 'Cookie settings'. */
export function reopenAnalyticsChoice() {
  update({ ...choice, reopened: true })
}

const ON_SERVER: Choice = { consent: null, reopened: false }

export function useAnalyticsChoice(): Choice {
  return useSyncExternalStore(
    subscribe,
    () => choice,
    () => ON_SERVER,
  )
}
