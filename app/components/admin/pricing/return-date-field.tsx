import { CalendarIcon, XIcon } from 'lucide-react'
import { Popover } from 'radix-ui'
import { useId, useState } from 'react'
import { Button } from '#app/components/ui/button'
import { Label } from '#app/components/ui/label'
import { formatShortDate } from '#app/lib/dates'
import { DateCalendar } from './date-calendar'

type ReturnDateFieldProps = {
  value: string
  onChange: (value: string) => void
  /** SPEC 5: no return before the (earliest) departure, or before today when none is ticked yet. */
  minDate: string
  /** Shown under the field: with several departures the return date sets the length of the stay. */
  hint?: string
  error?: string
}

/** The optional return date: a button opening the same calendar as the departures, with a way to clear it. */
export function ReturnDateField({ value, onChange, minDate, hint, error }: ReturnDateFieldProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="flex flex-col gap-2">
      <Label id={`${id}-label`} htmlFor={id} className="gap-1">
        Return date <span className="font-normal text-muted-foreground">(optional)</span>
      </Label>
      <div className="flex gap-2">
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>
            <Button
              id={id}
              variant="outline"
              className="flex-1 justify-start font-normal"
              // Named by the label and the date shown, which a label alone would hide from screen readers.
              aria-labelledby={`${id}-label ${id}-value`}
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy || undefined}
            >
              <CalendarIcon aria-hidden className="size-4" />
              <span id={`${id}-value`}>{value ? formatShortDate(value) : 'Pick a return date'}</span>
            </Button>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              align="start"
              sideOffset={4}
              className="z-50 w-80 max-w-[calc(100vw-2rem)] rounded-lg bg-popover shadow-lg"
            >
              <DateCalendar
                label="Return date"
                selected={value ? [value] : []}
                minDate={minDate}
                onToggle={(date) => {
                  onChange(date === value ? '' : date)
                  setOpen(false)
                }}
              />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
        {value ? (
          <Button variant="ghost" size="icon" aria-label="Clear return date" onClick={() => onChange('')}>
            <XIcon aria-hidden className="size-4" />
          </Button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}
