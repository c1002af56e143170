import { useAirports } from '#app/components/admin/admin-queries'
import { PackagePicker } from '#app/components/admin/package-picker'
import type { FieldControlProps } from '#app/components/forms/form-field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/components/ui/select'
import { airportGroupLabel } from '#app/lib/airport-labels'
import { NO_AIRPORT } from './pricing-form-values'

type SelectProps = Partial<FieldControlProps> & {
  value: string
  onValueChange: (value: string) => void
}

/** The package picker for the pricing forms, which keep their fields as text: '' for no package. */
export function PackageSelect({ value, onValueChange, ...control }: SelectProps) {
  return (
    <PackagePicker
      {...control}
      value={Number(value) || null}
      onChange={(packageId) => onValueChange(packageId === null ? '' : String(packageId))}
    />
  )
}

/** Airports by name with SPEC's 'CODE - Name, City' labels, after an option for no specific airport. */
export function AirportSelect({
  value,
  onValueChange,
  noneLabel,
  ...control
}: SelectProps & { noneLabel: string }) {
  const airports = useAirports()
  const sorted = [...(airports.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'))
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger {...control}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NO_AIRPORT}>{noneLabel}</SelectItem>
        {sorted.map((airport) => (
          <SelectItem key={airport.id} value={String(airport.id)}>
            {airportGroupLabel(airport)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
