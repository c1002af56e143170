import type * as React from 'react'
import { MonthGrid } from '#app/components/month-grid'
import { calendarDayName } from '#app/lib/dates'
import type { CalendarCell, CalendarMonth } from '#app/lib/pricing-calendar'
import { priceLabel } from '#app/lib/pricing-labels'
import { cn } from '#app/lib/utils'

// How far each arrow key moves through the days; up and down keep to the same weekday.
const ARROW_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }

type CalendarGridProps = {
  month: CalendarMonth
  weeks: Array<Array<CalendarCell | null>>
  selectedDate: string | null
  onSelect: (cell: CalendarCell) => void
  /** Another month is on its way: this one fades so the visitor does not pick from it. */
  loading?: boolean
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

/** The most weeks a month spans: every month is drawn this tall, so picking another never moves the page. */
const SIX_WEEKS = 6

/** A Monday-first month; days with a price are buttons, the rest are shown greyed and disabled. */
export function CalendarGrid({ month, weeks, selectedDate, onSelect, loading }: CalendarGridProps) {
  return (
    <MonthGrid
      weeks={weeks}
      minWeeks={SIX_WEEKS}
      caption={<caption className="mb-2 text-left font-semibold">{month.label}</caption>}
      className={cn(
        'price-calendar border-spacing-0.5 transition-opacity sm:border-spacing-1',
        loading && 'pointer-events-none opacity-50',
      )}
      onKeyDown={moveFocus}
      renderDay={(cell) => (
        <DayButton cell={cell} selected={cell.date === selectedDate} onSelect={onSelect} />
      )}
    />
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
      aria-label={calendarDayName(cell.date, price ? `${price} per person` : 'no departure')}
      onClick={() => onSelect(cell)}
      className="calendar-day"
    >
      <span>{cell.day}</span>
      {price && <span>{price}</span>}
    </button>
  )
}
