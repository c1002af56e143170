import { useEffect, useState } from 'react'
import { FormField } from '#app/components/forms/form-field'
import { Input } from '#app/components/ui/input'
import { isListDay } from './lead-list-view'

type DayFilterProps = { label: string; value: string; onChange: (day: string) => void }

/**
 * A day the list is narrowed by. The field keeps what is typed; the list follows once it is a whole day (or
 * cleared), not at each digit of a year being typed, which a date field reports as 0002, 0020, 0202...
 */
export function DayFilter({ label, value, onChange }: DayFilterProps) {
  const [typed, setTyped] = useState(value)
  // Back, Forward or 'Clear filters' change the address under the field: it shows what the list shows.
  useEffect(() => setTyped(value), [value])
  return (
    <FormField label={label}>
      {(control) => (
        <Input
          {...control}
          type="date"
          value={typed}
          onChange={(event) => {
            const day = event.target.value
            setTyped(day)
            if (day === '' || isListDay(day)) onChange(day)
          }}
        />
      )}
    </FormField>
  )
}
