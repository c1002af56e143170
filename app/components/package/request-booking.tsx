import type * as React from 'react'
import { JumpLink } from '#app/components/package/jump-link'
import { Button } from '#app/components/ui/button'
import { reservationTotal } from '#app/lib/money'
import { airportParam, PRICE_CALENDAR_ID } from '#app/lib/package-calendar'
import type { CalendarCell } from '#app/lib/pricing-calendar'
import { priceLabel } from '#app/lib/pricing-labels'
import { DEFAULT_TRAVELERS, reservationHref } from '#app/lib/reservation'

// The target of the calendar's Continue link.
const BUTTON_ID = 'request-booking'

function BookingBar({ note, children }: { note: string; children: React.ReactElement }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <p className="text-muted-foreground">{note}</p>
      {/* Long prices wrap on a phone instead of overflowing the button. */}
      <Button
        asChild
        size="lg"
        className="h-auto min-h-12 w-full whitespace-normal py-3 text-center sm:w-auto"
      >
        {children}
      </Button>
    </div>
  )
}

/** The booking call to action: to the reservation page with the chosen departure, or back to the calendar. */
export function RequestBooking({
  packageId,
  selected,
}: {
  packageId: number
  selected: CalendarCell | null
}) {
  if (!selected?.price) {
    return (
      <BookingBar note="Choose a departure date to see your price.">
        <JumpLink id={BUTTON_ID} targetId={PRICE_CALENDAR_ID}>
          Select Date
        </JumpLink>
      </BookingBar>
    )
  }
  const total = priceLabel(reservationTotal(selected.price, DEFAULT_TRAVELERS))
  const href = reservationHref(packageId, {
    date: selected.date,
    price: selected.price,
    airportId: airportParam(selected),
  })
  return (
    <BookingBar note={`${total} in total for ${DEFAULT_TRAVELERS} travellers. No payment is taken online.`}>
      <a id={BUTTON_ID} href={href}>
        Request Booking – {priceLabel(selected.price)} per person
      </a>
    </BookingBar>
  )
}
