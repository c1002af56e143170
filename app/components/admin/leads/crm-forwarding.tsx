import { Badge } from '#app/components/ui/badge'
import type { AdminLead } from '#app/lib/leads'
import { formatTimestamp } from '../format-timestamp'

const attempts = (count: number) => `${count} ${count === 1 ? 'attempt' : 'attempts'}`

/** Whether the CRM has the lead; when not, how often forwarding was tried and why it last failed. */
export function CrmForwarding({ lead, crmConfigured }: { lead: AdminLead; crmConfigured: boolean }) {
  if (lead.forwardedAt) {
    return (
      <div className="flex flex-col gap-1">
        <Badge variant="secondary">Forwarded</Badge>
        <span className="text-muted-foreground text-xs">to the CRM {formatTimestamp(lead.forwardedAt)}</span>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-1">
      <Badge variant="outline" className="border-amber-500 bg-amber-50 text-amber-900">
        Not forwarded
      </Badge>
      {/* Without a CRM nothing is attempted; the panel says so once rather than on every lead. */}
      {crmConfigured ? (
        <span className="text-muted-foreground text-xs">{attempts(lead.forwardAttempts)}</span>
      ) : null}
      {lead.lastError ? (
        <span className="break-words text-destructive text-xs">Last error: {lead.lastError}</span>
      ) : null}
    </div>
  )
}
