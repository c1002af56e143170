import type * as React from 'react'
import { dayLabel, priceLabel } from '#app/components/package/package-pricing'
import type { CalendarCell, CalendarMonth } from '#app/lib/pricing-calendar'
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

// How far each arrow key moves through the days; up and down keep to the same weekday.
const ARROW_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }

type CalendarGridProps = {
  month: CalendarMonth
  weeks: Array<Array<CalendarCell | null>>
  selectedDate: string | null
  onSelect: (cell: CalendarCell) => void
}

/** Moves focus to the next bookable day in the arrow's direction, skipping days that cannot be booked. */
function moveFocus(event: React.KeyboardEvent<HTMLTableElement>) {
  const step = ARROW_STEPS[event.key]
  if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
  const days = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-date]')]
  const from = days.indexOf(event.target as HTMLButtonElement)
  if (from === -1) return
  event.preventDefault()
  for (let index = from + step; index >= 0 && index < days.length; index += step) {
    const day = days[index]
    if (day && !day.disabled) {
      day.focus()
      return
    }
  }
}

/** A Monday-first month; days with a price are buttons, the rest are shown greyed and disabled. */
export function CalendarGrid({ month, weeks, selectedDate, onSelect }: CalendarGridProps) {
  return (
    <table
      className="w-full table-fixed border-separate border-spacing-0.5 sm:border-spacing-1"
      onKeyDown={moveFocus}
    >
      <caption className="mb-2 text-left font-semibold">{month.label}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th
              key={weekday.short}
              scope="col"
              abbr={weekday.long}
              className="pb-1 font-medium text-muted-foreground text-xs"
            >
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean)?.date}>
            {WEEKDAYS.map((weekday, column) => {
              const cell = week[column]
              return (
                <td key={weekday.short} className="p-0">
                  {cell && (
                    <DayButton cell={cell} selected={cell.date === selectedDate} onSelect={onSelect} />
                  )}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function DayButton({
  cell,
  selected,
  onSelect,
}: {
  cell: CalendarCell
  selected: boolean
  onSelect: (cell: CalendarCell) => void
}) {
  const price = cell.available && cell.price ? priceLabel(cell.price) : null
  return (
    <button
      type="button"
      data-date={cell.date}
      disabled={!price}
      aria-pressed={price ? selected : undefined}
      aria-label={`${dayLabel(cell.date)}, ${price ? `${price} per person` : 'no departure'}`}
      onClick={() => onSelect(cell)}
      className={cn(
        'flex h-14 w-full flex-col items-center justify-center gap-0.5 rounded-md text-sm tabular-nums transition-colors sm:h-16',
        'disabled:cursor-not-allowed disabled:text-muted-foreground/60',
        price &&
          'cursor-pointer border border-lagoon-200 bg-lagoon-50 hover:border-lagoon-600 hover:bg-lagoon-100',
        selected && price && 'border-primary bg-primary text-primary-foreground hover:bg-lagoon-800',
      )}
    >
      <span className={cn(price && 'font-semibold')}>{cell.day}</span>
      {price && (
        <span className="text-[0.6rem] leading-none tracking-tight sm:text-xs sm:tracking-normal">
          {price}
        </span>
      )}
    </button>
  )
}
