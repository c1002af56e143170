import { formatShortDate } from '#app/lib/dates'
import { DataTable } from '../data-table'
import { leadName, pounds } from './booking-labels'
import { BookingStatusChip } from './booking-status-chip'
import type { BookingListItem } from './booking-types'

/** A page of bookings in departure order; the reference opens the booking over the list. */
export function BookingTable({
  bookings,
  onOpen,
}: {
  bookings: BookingListItem[]
  onOpen: (reference: string) => void
}) {
  return (
    <DataTable
      caption="Bookings, soonest departure first"
      columns={[
        { label: 'Reference' },
        { label: 'Lead traveller' },
        { label: 'Package' },
        { label: 'Departure' },
        { label: 'Status' },
        { label: 'Paid of total' },
      ]}
    >
      {bookings.map((booking) => (
        <tr key={booking.reference} className="border-b align-top last:border-b-0 hover:bg-muted/40">
          <td className="whitespace-nowrap px-4 py-3">
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => onOpen(booking.reference)}
              className="cursor-pointer font-medium font-mono text-primary underline-offset-4 hover:underline"
            >
              {booking.reference}
            </button>
          </td>
          <td className="px-4 py-3">
            <div>{leadName(booking)}</div>
            <div className="break-all text-muted-foreground text-xs">{booking.email}</div>
          </td>
          <td className="min-w-40 px-4 py-3">
            {booking.packageTitle}
            <div className="text-muted-foreground text-xs">
              {booking.travellerCount} {booking.travellerCount === 1 ? 'traveller' : 'travellers'}
              {booking.airportName ? `, from ${booking.airportName}` : ''}
            </div>
          </td>
          <td className="whitespace-nowrap px-4 py-3">{formatShortDate(booking.departureDate)}</td>
          <td className="px-4 py-3">
            <BookingStatusChip status={booking.status} />
          </td>
          <td className="whitespace-nowrap px-4 py-3 tabular-nums">
            {pounds(booking.paid)} of {pounds(booking.total)}
          </td>
        </tr>
      ))}
    </DataTable>
  )
}
