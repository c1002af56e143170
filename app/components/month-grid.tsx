import type * as React from 'react'
import type { MonthDay } from '#app/lib/pricing-calendar'
import { cn } from '#app/lib/utils'

const WEEKDAYS = [
  { short: 'Mon', long: 'Monday' },
  { short: 'Tue', long: 'Tuesday' },
  { short: 'Wed', long: 'Wednesday' },
  { short: 'Thu', long: 'Thursday' },
  { short: 'Fri', long: 'Friday' },
  { short: 'Sat', long: 'Saturday' },
  { short: 'Sun', long: 'Sunday' },
]

type MonthGridProps<Day extends MonthDay> = Omit<React.ComponentProps<'table'>, 'children'> & {
  /** Monday-first weeks from `monthWeeks` or `calendarGrid` in app/lib/pricing-calendar.ts. */
  weeks: Array<Array<Day | null>>
  renderDay: (day: Day) => React.ReactNode
  caption?: React.ReactNode
  /**
   * Draws at least this many weeks, the missing ones empty and hidden from assistive technology, so months
   * of four, five and six weeks take the same height.
   */
  minWeeks?: number
}

/** A month as a table of weeks, Monday first: the public price calendar and the admin's date picker. */
export function MonthGrid<Day extends MonthDay>({
  weeks,
  renderDay,
  caption,
  className,
  minWeeks = 0,
  ...table
}: MonthGridProps<Day>) {
  return (
    <table {...table} className={cn('month-grid', className)}>
      {caption}
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday.short} scope="col" abbr={weekday.long}>
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean)?.date}>
            {week.map((cell, column) => (
              <td key={cell?.date ?? WEEKDAYS[column]?.short}>{cell && renderDay(cell)}</td>
            ))}
          </tr>
        ))}
      </tbody>
      {weeks.length < minWeeks && (
        <tbody aria-hidden="true">
          {Array.from({ length: minWeeks - weeks.length }, (_, filler) => weeks.length + filler).map(
            (week) => (
              // A filler row's place in the grid is all there is to tell it by.
              <tr key={`week-${week}`}>
                {WEEKDAYS.map((weekday) => (
                  <td key={weekday.short} />
                ))}
              </tr>
            ),
          )}
        </tbody>
      )}
    </table>
  )
}
