import type * as React from 'react'
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { analytics } from '#app/browser/analytics/client'
import { type Consent, readConsent, saveConsent } from '#app/browser/analytics/consent'
import { ConsentBanner } from '#app/components/analytics/consent-banner'
import { PageViewTracker } from '#app/components/analytics/page-view-tracker'

type AnalyticsChoice = {
  /** null until mounted: the server cannot know the choice, so nothing depends on it in the first render. */
  consent: Consent | null
  choose: (consent: Exclude<Consent, 'undecided'>) => void
  /** Shows the banner again, for the footer's 'Cookie settings'. */
  reopen: () => void
}

/**
 * Starts or stops the client before React re-renders with the new choice, so the page view sent as the
 * tracker mounts finds the library already on its way and waits for it rather than being dropped.
 */
function applyConsent(consent: Consent) {
  if (consent === 'accepted') void analytics.start()
  else analytics.stop()
}

const AnalyticsChoiceContext = createContext<AnalyticsChoice | null>(null)

/** The consent choice for the footer button; null outside the provider (the error page). */
export function useAnalyticsChoice() {
  return useContext(AnalyticsChoiceContext)
}

/**
 * Owns the visitor's analytics choice (PECR): posthog-js is loaded only after 'accepted', and stopped,
 * with what it stored removed, after 'rejected'. The banner shows until a choice is made.
 */
export function AnalyticsProvider({ children }: { children: React.ReactNode }) {
  const [consent, setConsent] = useState<Consent | null>(null)
  const [reopened, setReopened] = useState(false)

  useEffect(() => {
    const stored = readConsent()
    applyConsent(stored)
    setConsent(stored)
  }, [])

  const choose = useCallback((choice: Exclude<Consent, 'undecided'>) => {
    saveConsent(choice)
    applyConsent(choice)
    setConsent(choice)
    setReopened(false)
  }, [])
  const reopen = useCallback(() => setReopened(true), [])
  const value = useMemo(() => ({ consent, choose, reopen }), [consent, choose, reopen])

  return (
    <AnalyticsChoiceContext.Provider value={value}>
      {children}
      {consent === 'accepted' && <PageViewTracker />}
      {(consent === 'undecided' || reopened) && <ConsentBanner onChoose={choose} takeFocus={reopened} />}
    </AnalyticsChoiceContext.Provider>
  )
}
