import { Badge } from '#app/components/ui/badge'
import type { BookingStatus } from '#app/lib/bookings/booking-amounts'
import { cn } from '#app/lib/utils'
import { BOOKING_STATUS_LABELS } from './booking-labels'

/** Each status its own colour, with its words on it, so colour is never the only sign. */
const STATUS_COLOURS: Record<BookingStatus, string> = {
  held: 'border-amber-300 bg-amber-50 text-amber-900',
  deposit_paid: 'border-lagoon-300 bg-lagoon-50 text-lagoon-900',
  paid: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  cancelled: 'border-sand-400 bg-sand-100 text-sand-800',
  expired: 'border-sand-400 bg-sand-100 text-sand-800',
}

export function BookingStatusChip({ status, className }: { status: BookingStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STATUS_COLOURS[status], className)}>
      {BOOKING_STATUS_LABELS[status]}
    </Badge>
  )
}
