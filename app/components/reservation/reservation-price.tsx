import { Link } from 'react-router'
import type { PackageDetail } from '#app/lib/catalogue'
import { formatPounds, reservationTotal, toPence } from '#app/lib/money'
import { PRICE_CALENDAR_ID } from '#app/lib/package-calendar'
import type { ChosenDeparture } from '#app/lib/reservation'
import { packagePath } from '#app/lib/slug'

const pounds = (amount: string) => formatPounds(toPence(amount))

/**
 * The summary card's price: the chosen departure's price per person, times the travelers, and the total.
 * Without a departure the database knows and still sells, no price at all, whatever the link said.
 */
export function ReservationPrice({
  pkg,
  chosen,
  travelers,
}: {
  pkg: Pick<PackageDetail, 'id' | 'slug' | 'title'>
  chosen: ChosenDeparture
  travelers: number
}) {
  return (
    <section aria-label="Price" className="rounded-lg bg-muted/60 p-4">
      {chosen.status === 'bookable' ? (
        <dl className="grid gap-2 text-sm">
          <div className="flex justify-between">
            <dt>Price per person</dt>
            <dd className="font-medium">{pounds(chosen.price)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Travelers</dt>
            <dd>
              {travelers} x {pounds(chosen.price)}
            </dd>
          </div>
          <div className="flex justify-between border-t pt-2 font-semibold text-base">
            <dt>Total</dt>
            <dd>{pounds(reservationTotal(chosen.price, travelers))}</dd>
          </div>
        </dl>
      ) : chosen.status === 'not-found' ? (
        <p className="text-sm">
          We couldn't find that departure. Please choose a date and airport from{' '}
          <Link
            to={`${packagePath(pkg)}#${PRICE_CALENDAR_ID}`}
            className="font-medium text-primary underline"
          >
            the package's price calendar
          </Link>
          .
        </p>
      ) : (
        <p className="text-sm">
          Choose a departure date on the package page to see your price, or call us for a quote.
        </p>
      )}
    </section>
  )
}
