import { formatBritishDate } from '#app/lib/dates'
import type { AdminLead } from '#app/lib/leads'
import { cn } from '#app/lib/utils'
import { followUpDue } from './lead-labels'

const DUE_WORDS = { overdue: ' (overdue)', today: ' (today)', later: '' }

/** A lead's follow-up day, marked in words when it is today or overdue. */
export function FollowUp({ lead, today }: { lead: Pick<AdminLead, 'followUpOn' | 'status'>; today: string }) {
  if (!lead.followUpOn) return <span className="text-muted-foreground">None</span>
  const due = followUpDue(lead, today)
  return (
    <span className={cn('whitespace-nowrap', due === 'overdue' && 'font-semibold text-destructive')}>
      {formatBritishDate(lead.followUpOn)}
      {due ? DUE_WORDS[due] : ''}
    </span>
  )
}
