import type * as React from 'react'
import { formatBritishDate } from '#app/lib/dates'
import { formatTimestamp, formatUkTimestamp } from '../format-timestamp'
import { PAYMENT_METHOD_LABELS, pounds } from './booking-labels'
import type { BookingDetail } from './booking-types'

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  )
}

/** What was booked: the package, departure and return, the airport, and who to contact. */
export function BookingTrip({ booking }: { booking: BookingDetail }) {
  return (
    <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
      <Fact label="Package">{booking.packageTitle}</Fact>
      <Fact label="Departure">{formatBritishDate(booking.departureDate)}</Fact>
      <Fact label="Return">{booking.returnDate ? formatBritishDate(booking.returnDate) : 'Not set'}</Fact>
      <Fact label="Airport">{booking.airportName ?? 'No flight'}</Fact>
      <Fact label="Email">
        <a className="break-all text-primary underline underline-offset-4" href={`mailto:${booking.email}`}>
          {booking.email}
        </a>
      </Fact>
      <Fact label="Phone">{booking.phone}</Fact>
      <Fact label="Address">
        {[booking.addressLine1, booking.addressLine2, booking.town, booking.postcode]
          .filter(Boolean)
          .join(', ')}
      </Fact>
      <Fact label="Booked">{formatTimestamp(booking.createdAt)}</Fact>
    </dl>
  )
}

/** The travellers in the order booked, the lead traveller first. */
export function BookingTravellers({ travellers }: { travellers: BookingDetail['travellers'] }) {
  return (
    <ol aria-label="Travellers" className="flex flex-col gap-1 text-sm">
      {travellers.map((traveller, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: travellers have no id of their own here
        <li key={index} className="flex flex-wrap justify-between gap-x-3">
          <span>
            {traveller.firstName} {traveller.surname}
            {index === 0 ? <span className="text-muted-foreground"> (lead traveller)</span> : null}
          </span>
          <span className="text-muted-foreground">Born {formatBritishDate(traveller.dateOfBirth)}</span>
        </li>
      ))}
    </ol>
  )
}

/** The money: what it costs, what is paid and still due, and by when; how long a held one keeps its seats. */
export function BookingAmounts({ booking }: { booking: BookingDetail }) {
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
      <Fact label="Total">{pounds(booking.total)}</Fact>
      <Fact label="Deposit">{pounds(booking.deposit)}</Fact>
      <Fact label="Paid">{pounds(booking.paid)}</Fact>
      <Fact label="Still due">{pounds(booking.outstanding)}</Fact>
      <Fact label="Balance due by">{formatBritishDate(booking.balanceDueDate)}</Fact>
      {booking.status === 'held' ? (
        <Fact label="Seats held until">{formatUkTimestamp(booking.holdExpiresAt)}</Fact>
      ) : null}
      {booking.cancellationCharge !== null ? (
        <Fact label="Cancellation charge">{pounds(booking.cancellationCharge)}</Fact>
      ) : null}
      {booking.cancellationReason ? (
        <Fact label="Cancellation reason">{booking.cancellationReason}</Fact>
      ) : null}
    </dl>
  )
}

/** The payments taken, oldest first, with who recorded each. */
export function BookingPaymentList({ payments }: { payments: BookingDetail['payments'] }) {
  if (payments.length === 0) return <p className="text-muted-foreground text-sm">No payments yet.</p>
  return (
    <ul aria-label="Payments" className="flex flex-col gap-2 text-sm">
      {payments.map((payment) => (
        <li key={`${payment.at}-${payment.amount}`} className="flex flex-wrap justify-between gap-x-3">
          <span>
            <strong>{pounds(payment.amount)}</strong> by {PAYMENT_METHOD_LABELS[payment.method].toLowerCase()}
            {payment.note ? <span className="text-muted-foreground"> · {payment.note}</span> : null}
          </span>
          <span className="text-muted-foreground text-xs">
            {formatTimestamp(payment.at)}, {payment.recordedBy}
          </span>
        </li>
      ))}
    </ul>
  )
}
