import { usePackageView, withSelectionTracking } from '#app/components/package/package-tracking'
import { PriceCalendar } from '#app/components/package/price-calendar'
import { RequestBooking } from '#app/components/package/request-booking'
import { usePriceSelection } from '#app/components/package/use-price-selection'
import { island } from '#app/islands/island'
import type { PackageSummary } from '#app/lib/catalogue'
import type { CalendarData } from '#app/lib/package-calendar'

type PackageBookingProps = { pkg: Pick<PackageSummary, 'id' | 'title'>; calendar: CalendarData }

/**
 * The price calendar and the booking button it sets, as one island (decision 60). It also reports the
 * package view, once per package, and each pick (SPEC 7).
 */
function PackageBooking({ pkg, calendar }: PackageBookingProps) {
  const selection = withSelectionTracking(usePriceSelection(pkg.id, calendar), pkg)
  usePackageView(pkg)
  return (
    <div className="flex flex-col gap-4">
      <PriceCalendar selection={selection} />
      {/* With no departures at all, 'Select Date' would only lead back to the empty calendar. */}
      {selection.airports.length > 0 && <RequestBooking packageId={pkg.id} selected={selection.selected} />}
    </div>
  )
}

export const PackageBookingIsland = island('package-booking', PackageBooking)
