import { Badge } from '#app/components/ui/badge'
import type { EmailSignup } from '#app/lib/leads'
import { formatTimestamp } from '../format-timestamp'

/** Where a sign-up stands, in words, and since when. */
export function SignupStatus({ signup }: { signup: EmailSignup }) {
  if (signup.status === 'confirmed') {
    return (
      <div className="flex flex-col gap-1">
        <Badge variant="secondary">Confirmed</Badge>
        {/* A sign-up from before double opt-in has no confirmation time. */}
        {signup.confirmedAt ? (
          <span className="text-muted-foreground text-xs">{formatTimestamp(signup.confirmedAt)}</span>
        ) : null}
      </div>
    )
  }
  if (signup.status === 'unsubscribed') {
    return (
      <div className="flex flex-col gap-1">
        <Badge variant="outline">Unsubscribed</Badge>
        {signup.unsubscribedAt ? (
          <span className="text-muted-foreground text-xs">{formatTimestamp(signup.unsubscribedAt)}</span>
        ) : null}
      </div>
    )
  }
  return (
    <Badge variant="outline" className="border-amber-500 bg-amber-50 text-amber-900">
      Pending
    </Badge>
  )
}
