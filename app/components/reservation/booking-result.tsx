import { useEffect, useRef } from 'react'
import { Icon } from '#app/components/icon'
import { telHref } from '#app/lib/contact'
import { formatDepartureLong } from '#app/lib/dates'
import { formatPounds, toPence } from '#app/lib/money'

/** What a visitor is shown of the booking they made: `POST /api/bookings`'s answer and who travels. */
export type BookingResult = {
  reference: string
  status: string
  total: string
  deposit: string
  amountDue: string
  balanceDueDate: string
  holdExpiresAt: string
  paymentUrl: string | null
  manageUrl: string | null
  /** The travellers' names, the lead traveller first, as the form sent them. */
  travellers: string[]
}

const pounds = (amount: string) => formatPounds(toPence(amount))

/** The hold's end as the agency's clock reads it, the same on the server and in any visitor's browser. */
export const ukTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })

/**
 * The booking made: its reference, who travels, the money, and how to pay. Until card payments arrive
 * (`paymentUrl` null) the seats are held until a time and the visitor calls to pay. Focus moves here when
 * it replaces the form, so a screen reader says the booking went through.
 */
export function BookingResultPanel({ booking, phone }: { booking: BookingResult; phone: string }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const paidInFull = booking.amountDue === booking.total
  const rows = [
    { label: 'Reference', value: booking.reference },
    { label: 'Travellers', value: booking.travellers.join(', ') },
    { label: 'Total', value: pounds(booking.total) },
    {
      label: paidInFull ? 'Due now (the full price)' : 'Due now (the deposit)',
      value: pounds(booking.amountDue),
    },
    ...(paidInFull ? [] : [{ label: 'Balance due by', value: formatDepartureLong(booking.balanceDueDate) }]),
  ]
  return (
    <section
      aria-labelledby="booking-result-heading"
      className="flex flex-col gap-4"
      data-testid="booking-result"
    >
      <h3
        id="booking-result-heading"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 font-semibold text-lg outline-none"
      >
        <Icon name="circle-check" size={20} className="shrink-0 text-primary" />
        Your seats are held
      </h3>
      <dl className="grid gap-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="font-medium">{row.value}</dd>
          </div>
        ))}
      </dl>
      {booking.paymentUrl ? (
        <a
          href={booking.paymentUrl}
          className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-6 font-semibold text-primary-foreground"
        >
          Pay now
        </a>
      ) : (
        <p className="text-sm">
          Your seats are held until <strong>{ukTime(booking.holdExpiresAt)}</strong> (UK time). To pay, please
          call us on{' '}
          <a href={telHref(phone)} className="font-medium text-primary underline">
            {phone}
          </a>{' '}
          and quote your reference.
        </p>
      )}
    </section>
  )
}
