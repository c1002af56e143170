import { useId } from 'react'
import { Label } from '#app/components/ui/label'
import { NativeSelect } from '#app/components/ui/native-select'

type DepartureSelectProps = {
  label: string
  value: string | undefined
  options: Array<{ value: string; label: string }>
  onChange: (value: string) => void
}

/**
 * One labelled dropdown of the price calendar (airport or month). The browser's own select: a phone shows
 * its native picker, and the page ships no script for a custom one.
 */
export function DepartureSelect({ label, value, options, onChange }: DepartureSelectProps) {
  const id = useId()
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
