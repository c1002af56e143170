import { addDays, addMonths, startOfMonth } from 'date-fns'
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import type * as React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { MonthGrid } from '#app/components/month-grid'
import { Button } from '#app/components/ui/button'
import { calendarDayName, isoMonth, monthAndYear, parseDepartureDate, toIsoDate } from '#app/lib/dates'
import { monthWeeks } from '#app/lib/pricing-calendar'
import { cn } from '#app/lib/utils'

// Arrows move by a day or a week, Page Up/Down by a month, as in the WAI-ARIA date picker pattern.
const KEY_STEPS: Record<string, (date: Date) => Date> = {
  ArrowLeft: (date) => addDays(date, -1),
  ArrowRight: (date) => addDays(date, 1),
  ArrowUp: (date) => addDays(date, -7),
  ArrowDown: (date) => addDays(date, 7),
  PageUp: (date) => addMonths(date, -1),
  PageDown: (date) => addMonths(date, 1),
}

type DateCalendarProps = {
  /** Ticked dates, 'YYYY-MM-DD'. */
  selected: string[]
  onToggle: (date: string) => void
  /** Days before this are shown but cannot be ticked (SPEC 5: no past departures, no early returns). */
  minDate: string
  /** Names the grid, for example 'Departure dates'. */
  label: string
  /** Marks the focusable day invalid, so a failed check moves focus into the calendar. */
  invalid?: boolean
  describedBy?: string
}

const toDate = (iso: string) => parseDepartureDate(iso) ?? new Date()

/**
 * A month of day buttons to tick dates on. Only one day is in the tab order (the roving tab stop); the
 * arrow keys and Page Up/Down move it, crossing into the next or previous month as needed.
 */
export function DateCalendar({
  selected,
  onToggle,
  minDate,
  label,
  invalid,
  describedBy,
}: DateCalendarProps) {
  const captionId = useId()
  const earliest = [minDate, ...selected].sort()[0] ?? minDate
  const [focusDate, setFocusDate] = useState(() => [...selected].sort()[0] ?? minDate)
  const [month, setMonth] = useState(() => startOfMonth(toDate(focusDate)))
  const tableRef = useRef<HTMLTableElement>(null)
  // Set by the keyboard only, so opening the dialog or clicking the month arrows does not steal focus.
  const moveFocus = useRef(false)
  const firstMonth = startOfMonth(toDate(earliest))
  const tabStop = focusDate.startsWith(isoMonth(month)) ? focusDate : toIsoDate(month)

  useEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    tableRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${tabStop}"]`)?.focus()
  })

  function handleKeyDown(event: React.KeyboardEvent<HTMLTableElement>) {
    const step = KEY_STEPS[event.key]
    const from = (event.target as HTMLElement).dataset.date
    if (!step || !from || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    const next = step(toDate(from))
    if (startOfMonth(next) < firstMonth) return
    moveFocus.current = true
    setFocusDate(toIsoDate(next))
    setMonth(startOfMonth(next))
  }

  const chosen = new Set(selected)
  return (
    <div className="flex flex-col gap-2 rounded-lg border p-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Previous month"
          disabled={month <= firstMonth}
          onClick={() => setMonth((current) => addMonths(current, -1))}
        >
          <ChevronLeftIcon aria-hidden className="size-4" />
        </Button>
        {/* Announced when the month changes, so a screen reader user hears where the arrows went. */}
        <p id={captionId} aria-live="polite" className="font-semibold text-sm">
          {monthAndYear(month)}
        </p>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Next month"
          onClick={() => setMonth((current) => addMonths(current, 1))}
        >
          <ChevronRightIcon aria-hidden className="size-4" />
        </Button>
      </div>
      <MonthGrid
        ref={tableRef}
        aria-label={`${label}, ${monthAndYear(month)}`}
        aria-describedby={describedBy}
        className="border-spacing-0.5"
        onKeyDown={handleKeyDown}
        weeks={monthWeeks(month.getFullYear(), month.getMonth())}
        renderDay={({ day, date: iso }) => {
          const isChosen = chosen.has(iso)
          // A ticked past date (an existing option) can still be unticked, never ticked again.
          const blocked = iso < minDate && !isChosen
          return (
            <button
              type="button"
              data-date={iso}
              tabIndex={iso === tabStop ? 0 : -1}
              aria-pressed={isChosen}
              aria-disabled={blocked || undefined}
              aria-invalid={iso === tabStop && invalid ? true : undefined}
              aria-label={calendarDayName(iso)}
              onClick={() => {
                setFocusDate(iso)
                if (!blocked) onToggle(iso)
              }}
              className={cn(
                'flex h-10 w-full items-center justify-center rounded-md text-sm tabular-nums transition-colors',
                'focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-1',
                blocked
                  ? 'cursor-not-allowed text-muted-foreground/50 line-through'
                  : isChosen
                    ? 'cursor-pointer bg-primary font-semibold text-primary-foreground hover:bg-lagoon-800'
                    : 'cursor-pointer hover:bg-accent',
              )}
            >
              {day}
            </button>
          )
        }}
      />
    </div>
  )
}
