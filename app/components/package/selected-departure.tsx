import { JumpLink } from '#app/components/package/jump-link'
import { Button } from '#app/components/ui/button'
import { formatDepartureLong } from '#app/lib/dates'
import type { CalendarCell } from '#app/lib/pricing-calendar'
import { priceLabel } from '#app/lib/pricing-labels'

type SelectedDepartureProps = { selected: CalendarCell | null; airportName: string | undefined }

/** The chosen day, airport and price under the calendar, and the way on to the booking button. */
export function SelectedDeparture({ selected, airportName }: SelectedDepartureProps) {
  return (
    <div className="mt-5 flex flex-col gap-3 rounded-lg bg-lagoon-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      {/* Read out when a day, month or airport changes, so the choice is confirmed without looking. */}
      <div aria-live="polite">
        <p className="text-muted-foreground text-sm">Selected departure</p>
        {selected ? (
          <>
            <p className="font-semibold">
              {formatDepartureLong(selected.date)}
              {airportName && ` from ${airportName}`}
            </p>
            {selected.price && <p className="text-sm">{priceLabel(selected.price)} per person</p>}
          </>
        ) : (
          <p className="font-semibold">No date selected</p>
        )}
      </div>
      {selected && (
        <Button asChild size="lg" className="w-full sm:w-auto">
          <JumpLink targetId="request-booking">Continue</JumpLink>
        </Button>
      )}
    </div>
  )
}
