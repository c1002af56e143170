import { reopenAnalyticsChoice, useAnalyticsChoice } from '#app/components/analytics/analytics-choice'
import { island } from '#app/islands/island'
import { cn } from '#app/lib/utils'

/** 'Cookie settings' in the footer: reopens the analytics question so the visitor can change their mind. */
function CookieSettingsButton({ className }: { className?: string }) {
  const { consent } = useAnalyticsChoice()
  // Before mount the choice is unknown and there is nothing to reopen.
  if (!consent) return null
  return (
    <button type="button" onClick={reopenAnalyticsChoice} className={cn('cursor-pointer', className)}>
      Cookie settings
    </button>
  )
}

export const CookieSettingsIsland = island('cookie-settings', CookieSettingsButton)
