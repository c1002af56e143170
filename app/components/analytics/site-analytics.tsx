import { useEffect } from 'react'
import {
  chooseAnalytics,
  loadAnalyticsChoice,
  useAnalyticsChoice,
} from '#app/components/analytics/analytics-choice'
import { ConsentBanner } from '#app/components/analytics/consent-banner'
import { PageViewTracker } from '#app/components/analytics/page-view-tracker'
import { island } from '#app/islands/island'

type SiteAnalyticsProps = {
  pathname: string
  /** SPEC 7's name of the page (`pageNameOf`), where it has one. */
  pageName?: string
}

/**
 * The visitor's analytics choice (PECR): posthog-js is loaded only after 'accepted', and stopped, with what it
 * stored removed, after 'rejected'. The banner shows until a choice is made, and again from 'Cookie settings'.
 */
function SiteAnalytics({ pathname, pageName }: SiteAnalyticsProps) {
  const { consent, reopened } = useAnalyticsChoice()
  useEffect(loadAnalyticsChoice, [])
  return (
    <>
      {consent === 'accepted' && <PageViewTracker pathname={pathname} pageName={pageName} />}
      {(consent === 'undecided' || reopened) && (
        <ConsentBanner onChoose={chooseAnalytics} takeFocus={reopened} />
      )}
    </>
  )
}

export const SiteAnalyticsIsland = island('site-analytics', SiteAnalytics)
