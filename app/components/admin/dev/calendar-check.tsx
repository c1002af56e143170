import { useState } from 'react'
import { CalendarGrid } from '#app/components/package/calendar-grid'
import { defaultSelection } from '#app/lib/airport-departures'
import { airportCodeLabel } from '#app/lib/airport-labels'
import type { PricingOption } from '#app/lib/catalogue'
import { monthAndYear, parseDepartureDate } from '#app/lib/dates'
import {
  type AirportGroup,
  type CalendarCell,
  type CalendarMonth,
  calendarGrid,
  groupByAirport,
  monthList,
  parseMonthKey,
  upcomingOptions,
} from '#app/lib/pricing-calendar'
import { priceLabel } from '#app/lib/pricing-labels'
import { Cell, DevTable, HeaderCell } from './dev-table'
import { FactCard } from './fact-card'

export type CalendarCheckInput = {
  options: PricingOption[]
  today: string
  requested: { airport: string | null; month: string | null }
}

const groupLabel = (group: AirportGroup) =>
  group.airport ? airportCodeLabel(group.airport) : `No airport (key '${group.key}')`

/** The month a selection points at, even when no option falls in it (the rules may still name it). */
function monthOf(key: string, months: CalendarMonth[]): CalendarMonth {
  const listed = months.find((month) => month.key === key)
  if (listed) return listed
  const { year, month } = parseMonthKey(key)
  return { key, year, month, label: monthAndYear(new Date(year, month, 1)) }
}

/** /dev/pricing-test: the package page's calendar rules run live on one package's real options. */
export function CalendarCheck({ options, today, requested }: CalendarCheckInput) {
  const todayDate = parseDepartureDate(today) ?? new Date()
  const selection = defaultSelection(options, todayDate, requested)
  const groups = groupByAirport(upcomingOptions(options, todayDate), 'last')
  const group = groups.find((entry) => entry.key === selection.airportKey)
  const months = group ? monthList(group.options) : []
  const [picked, setPicked] = useState<CalendarCell | null>(null)
  const shownMonth = monthOf(selection.monthKey ?? '', months)
  const weeks = calendarGrid(shownMonth.year, shownMonth.month, group?.options ?? [])

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 lg:grid-cols-2">
        <FactCard
          title="defaultSelection"
          facts={[
            {
              term: 'Options (all / upcoming)',
              value: `${options.length} / ${upcomingOptions(options, todayDate).length}`,
            },
            { term: 'Airport group', value: group ? groupLabel(group) : 'None' },
            { term: 'Month', value: selection.monthKey ?? 'None' },
            { term: 'Day', value: selection.day ?? 'None' },
            { term: 'Price', value: selection.price ? priceLabel(selection.price) : 'None' },
            { term: 'Date', value: selection.date ?? 'None' },
          ]}
        />
        <div className="flex flex-col gap-2">
          <h2 className="font-semibold text-lg">Raw output</h2>
          <pre className="overflow-x-auto rounded-xl border bg-card p-4 text-xs">
            {JSON.stringify(selection, null, 2)}
          </pre>
        </div>
      </div>
      <DevTable caption="Airport groups, in the order the package page offers them">
        <thead>
          <tr>
            <HeaderCell>Group</HeaderCell>
            <HeaderCell numeric>Options</HeaderCell>
            <HeaderCell>Months (latest first)</HeaderCell>
          </tr>
        </thead>
        <tbody>
          {groups.map((entry) => (
            <tr key={entry.key} className={entry.key === group?.key ? 'bg-lagoon-50' : undefined}>
              <Cell>{groupLabel(entry)}</Cell>
              <Cell numeric>{entry.options.length}</Cell>
              <Cell>
                {monthList(entry.options)
                  .map((month) => month.key)
                  .join(', ')}
              </Cell>
            </tr>
          ))}
        </tbody>
      </DevTable>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="rounded-xl border bg-card p-4 shadow-sm">
          <CalendarGrid
            month={shownMonth}
            weeks={weeks}
            selectedDate={picked?.date ?? selection.date}
            onSelect={setPicked}
          />
        </div>
        <div className="flex flex-col gap-2">
          <h2 className="font-semibold text-lg">Chosen day</h2>
          <p className="text-muted-foreground text-sm">
            Pick a day in the grid to see the option behind its price.
          </p>
          <pre className="overflow-x-auto rounded-xl border bg-card p-4 text-xs">
            {picked ? JSON.stringify(picked.option, null, 2) : 'Nothing picked yet.'}
          </pre>
        </div>
      </div>
    </div>
  )
}
