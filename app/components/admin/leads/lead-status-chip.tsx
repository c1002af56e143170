import { Badge } from '#app/components/ui/badge'
import { LEAD_STATUS_LABELS, type LeadStatus } from '#app/lib/leads'
import { cn } from '#app/lib/utils'

/** Each status its own colour, with the words on it, so colour is never the only sign. */
export const STATUS_COLOURS: Record<LeadStatus, string> = {
  new: 'border-lagoon-300 bg-lagoon-50 text-lagoon-900',
  contacted: 'border-amber-300 bg-amber-50 text-amber-900',
  booked: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  'not-interested': 'border-sand-400 bg-sand-100 text-sand-800',
}

/** Where staff have got to with a lead, as a chip. */
export function LeadStatusChip({ status, className }: { status: LeadStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STATUS_COLOURS[status], className)}>
      {LEAD_STATUS_LABELS[status]}
    </Badge>
  )
}
