import { useAnalyticsChoice } from '#app/components/analytics/analytics-provider'
import { cn } from '#app/lib/utils'

/** 'Cookie settings' in the footer: reopens the analytics question so the visitor can change their mind. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const choice = useAnalyticsChoice()
  // Before mount the choice is unknown and there is nothing to reopen; the error page has no provider.
  if (!choice?.consent) return null
  return (
    <button type="button" onClick={choice.reopen} className={cn('cursor-pointer', className)}>
      Cookie settings
    </button>
  )
}
