import { CalendarGrid } from '#app/components/package/calendar-grid'
import { DepartureSelect } from '#app/components/package/departure-select'
import { JumpLink } from '#app/components/package/jump-link'
import { SelectedDeparture } from '#app/components/package/selected-departure'
import type { PriceSelection } from '#app/components/package/use-price-selection'
import { airportChoiceLabel } from '#app/lib/airport-labels'
import { PRICE_CALENDAR_ID } from '#app/lib/package-calendar'

/** 'Choose Your Travel Dates': airport, month and day, with the price of each bookable day. */
export function PriceCalendar({ selection }: { selection: PriceSelection }) {
  const { airports, airport, months, month, weeks, selected, shown } = selection
  return (
    // Focusable so the 'Select Date' and 'See Pricing' links can take a keyboard user here.
    <section
      id={PRICE_CALENDAR_ID}
      tabIndex={-1}
      aria-labelledby="pricing-heading"
      aria-busy={selection.loading}
      className="rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id="pricing-heading" className="mb-4 font-semibold text-2xl">
        Choose Your Travel Dates
      </h2>
      {airports.length === 0 ? (
        <p className="text-muted-foreground">
          There are no departures open for booking just now.{' '}
          <JumpLink targetId="need-assistance" className="font-medium text-primary underline">
            Call our travel team
          </JumpLink>{' '}
          and we will find a date that suits you.
        </p>
      ) : (
        <>
          <div className="mb-5 grid gap-4 sm:grid-cols-2">
            <DepartureSelect
              label="Departure Airport"
              value={shown.airportKey}
              options={airports.map((entry) => ({
                value: entry.key,
                label: airportChoiceLabel(entry.airport),
              }))}
              onChange={selection.selectAirport}
            />
            <DepartureSelect
              label="Travel Month"
              value={shown.monthKey}
              options={months.map((entry) => ({ value: entry.key, label: entry.label }))}
              onChange={selection.selectMonth}
            />
          </div>
          {month && (
            <CalendarGrid
              loading={selection.loading}
              month={month}
              weeks={weeks}
              selectedDate={selected?.date ?? null}
              onSelect={selection.selectDay}
            />
          )}
          <SelectedDeparture selected={selected} airportName={airport?.airport?.name} />
        </>
      )}
    </section>
  )
}
