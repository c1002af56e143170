import { CalendarPlusIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#app/components/ui/button'
import type { LeadDetail } from '#app/lib/leads'
import { useCan } from '../use-staff-role'
import { LeadBookingDialog } from './lead-booking-dialog'

/** Where the Bookings tab opens one booking. */
export const bookingHref = (reference: string) =>
  `/admin/bookings?${new URLSearchParams({ booking: reference })}`

/**
 * The bookings made from a lead, each linked to the Bookings tab, and "Make a booking" for staff who take
 * bookings (owners and sales; the server refuses anyone else).
 */
export function LeadBookings({ lead }: { lead: LeadDetail }) {
  const canBook = useCan('bookings')
  const [booking, setBooking] = useState(false)
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {lead.bookings.length === 0 ? (
        <p className="text-muted-foreground text-sm">No booking made from this request yet.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {lead.bookings.map((made) => (
            <li key={made.reference}>
              Booking{' '}
              <a
                className="font-mono text-primary underline underline-offset-4"
                href={bookingHref(made.reference)}
              >
                {made.reference}
              </a>{' '}
              <span className="text-muted-foreground">({made.status.replace(/_/g, ' ')})</span>
            </li>
          ))}
        </ul>
      )}
      {canBook ? (
        <>
          <Button variant="outline" size="sm" onClick={() => setBooking(true)}>
            <CalendarPlusIcon aria-hidden className="size-4" />
            Make a booking
          </Button>
          <LeadBookingDialog lead={lead} open={booking} onOpenChange={setBooking} />
        </>
      ) : null}
    </div>
  )
}
