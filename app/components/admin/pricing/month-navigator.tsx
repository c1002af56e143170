import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { useId } from 'react'
import { Button } from '#app/components/ui/button'
import { Input } from '#app/components/ui/input'
import { Label } from '#app/components/ui/label'
import { isPricingMonth, monthName, type PricingMonth, shiftMonth } from './pricing-months'

type MonthNavigatorProps = {
  month: PricingMonth
  onMonthChange: (month: PricingMonth) => void
  /** What the month holds once loaded, announced politely so moving month is heard as well as seen. */
  status: string
}

/**
 * The month of departures on screen: the months either side a button away, any other typed or picked in
 * the month field (the browser's month picker, or 'YYYY-MM' where it has none).
 */
export function MonthNavigator({ month, onMonthChange, status }: MonthNavigatorProps) {
  const fieldId = useId()
  const previous = shiftMonth(month, -1)
  const next = shiftMonth(month, 1)
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={fieldId}>Departures in</Label>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={`Previous month, ${monthName(previous)}`}
          onClick={() => onMonthChange(previous)}
        >
          <ChevronLeftIcon aria-hidden className="size-4" />
        </Button>
        <Input
          id={fieldId}
          type="month"
          className="w-44"
          value={month}
          onChange={(event) => {
            // The field is empty while a month is half typed: the month on screen stays until it is whole.
            if (isPricingMonth(event.target.value)) onMonthChange(event.target.value)
          }}
        />
        <Button
          variant="outline"
          size="icon"
          aria-label={`Next month, ${monthName(next)}`}
          onClick={() => onMonthChange(next)}
        >
          <ChevronRightIcon aria-hidden className="size-4" />
        </Button>
        <p aria-live="polite" className="text-muted-foreground text-sm">
          {status}
        </p>
      </div>
    </div>
  )
}
