import { XIcon } from 'lucide-react'
import type * as React from 'react'
import { useEffect, useRef, useState } from 'react'
import { formatShortDate } from '#app/lib/dates'

/** Where each key moves the list's tab stop, from the current index; clamped to the list afterwards. */
const KEY_MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowDown: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  ArrowUp: (index) => index - 1,
  Home: () => 0,
  End: (_index, last) => last,
}

type ChosenDatesProps = {
  id: string
  /** Ticked dates, 'YYYY-MM-DD', in calendar order. */
  dates: string[]
  onRemove: (date: string) => void
}

/**
 * The ticked dates with a 'Remove' button each, so dates in other months are visible and can be unticked
 * here. Staff may tick eighty dates: the buttons are one toolbar with a single tab stop that the arrow keys,
 * Home and End move (WAI-ARIA toolbar pattern), so one Tab passes them on the way to the price.
 */
export function ChosenDates({ id, dates, onRemove }: ChosenDatesProps) {
  const [active, setActive] = useState(0)
  const toolbarRef = useRef<HTMLDivElement>(null)
  const summaryRef = useRef<HTMLParagraphElement>(null)
  // Set by a key or a removal, so a re-render moves focus only when the visitor was working in the list.
  const moveFocus = useRef(false)
  const last = dates.length - 1
  const tabStop = Math.max(0, Math.min(active, last))

  useEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    // The last date removed: the sentence that now says so takes focus, rather than the page's body.
    const target = toolbarRef.current?.querySelectorAll('button')[tabStop] ?? summaryRef.current
    target?.focus()
  })

  function handleKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const move = KEY_MOVES[event.key]
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    moveFocus.current = true
    setActive(Math.max(0, Math.min(move(tabStop, last), last)))
  }

  function remove(date: string, index: number) {
    // The next date slides into the removed one's place and takes focus; after the last, the one before it.
    moveFocus.current = true
    setActive(Math.min(index, last - 1))
    onRemove(date)
  }

  return (
    <div className="flex flex-col gap-2">
      <p id={id} ref={summaryRef} tabIndex={-1} className="text-muted-foreground text-sm outline-none">
        {dates.length === 0
          ? 'No dates ticked yet.'
          : `${dates.length} date${dates.length === 1 ? '' : 's'} ticked`}
      </p>
      {dates.length > 0 ? (
        <div
          ref={toolbarRef}
          role="toolbar"
          aria-label="Ticked departure dates"
          aria-describedby={id}
          onKeyDown={handleKeyDown}
        >
          <ul className="flex flex-wrap gap-1.5">
            {dates.map((date, index) => (
              <li
                key={date}
                className="flex items-center gap-1 rounded-full border bg-muted py-0.5 pr-0.5 pl-2.5 text-xs"
              >
                {formatShortDate(date)}
                <button
                  type="button"
                  tabIndex={index === tabStop ? 0 : -1}
                  aria-label={`Remove ${formatShortDate(date)}`}
                  onClick={() => remove(date, index)}
                  onFocus={() => setActive(index)}
                  className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full hover:bg-accent"
                >
                  <XIcon aria-hidden className="size-3" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
