import type { SubjectBooking } from '#app/lib/data-subject'
import { formatBritishDate } from '#app/lib/dates'

const COLUMNS = ['Reference', 'Status', 'Departure', 'Travellers', 'On erasure'] as const

/** 'deposit_paid' as staff read it: 'deposit paid'. */
const statusWords = (status: string) => status.replace(/_/g, ' ')

/**
 * The person's bookings on the privacy screen: which each is, and whether erasure deletes it or the agency
 * must keep it, with the reason (issue 39). The travellers' names and the contact stay in the download.
 */
export function SubjectBookings({ bookings }: { bookings: SubjectBooking[] }) {
  if (bookings.length === 0) return null
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="pb-2 text-left font-medium">Bookings</caption>
        <thead className="text-muted-foreground text-xs">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="py-1 pr-3 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.reference} className="border-t align-top">
              <td className="py-2 pr-3 font-mono">{booking.reference}</td>
              <td className="py-2 pr-3">{statusWords(booking.status)}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{formatBritishDate(booking.departureDate)}</td>
              <td className="py-2 pr-3">{booking.travellerCount}</td>
              <td className="py-2">
                {booking.keptBecause ?? 'Deleted, with its travellers, notes and emails.'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
