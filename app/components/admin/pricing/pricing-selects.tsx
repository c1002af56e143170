import { useAirports, usePackages } from '#app/components/admin/admin-queries'
import type { FieldControlProps } from '#app/components/forms/form-field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/components/ui/select'
import { airportGroupLabel } from '#app/lib/airport-labels'
import { NO_AIRPORT } from './pricing-form-values'

/** SPEC 2: the value '0' clears the choice; Radix selects show their placeholder for an empty value. */
export const CLEAR_PACKAGE = '0'

type SelectProps = Partial<FieldControlProps> & {
  value: string
  onValueChange: (value: string) => void
}

/** The package list as a select; with `clearable` its first option, value '0', clears the choice. */
export function PackageSelect({
  value,
  onValueChange,
  clearable = false,
  ...control
}: SelectProps & { clearable?: boolean }) {
  const packages = usePackages()
  // The chosen title is passed in, so the trigger shows it before Radix has measured its items.
  const chosen = packages.data?.find((pkg) => String(pkg.id) === value)?.title
  return (
    <Select value={value === CLEAR_PACKAGE ? '' : value} onValueChange={onValueChange}>
      <SelectTrigger {...control} disabled={packages.isPending}>
        <SelectValue placeholder="Select a package">{chosen}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {clearable ? <SelectItem value={CLEAR_PACKAGE}>Select a package</SelectItem> : null}
        {packages.data?.map((pkg) => (
          <SelectItem key={pkg.id} value={String(pkg.id)}>
            {pkg.title}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
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
