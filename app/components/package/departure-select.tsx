import { useId } from 'react'
import { Label } from '#app/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/components/ui/select'

type DepartureSelectProps = {
  label: string
  value: string | undefined
  options: Array<{ value: string; label: string }>
  onChange: (value: string) => void
}

/** One labelled dropdown of the price calendar (airport or month). */
export function DepartureSelect({ label, value, options, onChange }: DepartureSelectProps) {
  const id = useId()
  // The chosen option's text is passed in so it is in the server HTML; Radix would only fill it in on the client.
  const chosen = options.find((option) => option.value === value)?.label
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue>{chosen}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
