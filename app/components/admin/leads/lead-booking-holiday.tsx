import type { UseQueryResult } from '@tanstack/react-query'
import { FormField } from '#app/components/forms/form-field'
import { NativeSelect } from '#app/components/ui/native-select'
import { MAX_TRAVELLERS } from '#app/lib/bookings/booking-form'
import type { PricingOption } from '#app/lib/catalogue'
import { formatBritishDate } from '#app/lib/dates'
import { formatPounds, toPence } from '#app/lib/money'
import type { BookablePackage } from './lead-booking-prefill'

const SELECT =
  'h-10 w-full rounded-md border bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring'

/** '10 December 2026 · Birmingham (BHX) · £1,049.00 pp · 16 seats left'. */
function departureLabel(option: PricingOption) {
  const price = formatPounds(toPence(option.discountedPrice ?? option.price))
  const airport = option.airport ? `${option.airport.name} (${option.airport.code})` : 'No flights'
  const seats = option.availableSeats === null ? '' : ` · ${option.availableSeats} seats left`
  return `${formatBritishDate(option.departureDate)} · ${airport} · ${price} pp${seats}`
}

/** What the departure list says before it holds any departure to choose. */
function departurePrompt(packageId: number | null, departures: UseQueryResult<PricingOption[]>) {
  if (packageId === null) return 'Choose a package first'
  if (departures.isPending) return 'Loading the departures...'
  return departures.data?.length ? 'Choose a departure' : 'No bookable departures'
}

type HolidayChoiceProps = {
  packages: BookablePackage[]
  packageId: number | null
  onPackage: (id: number | null) => void
  departures: UseQueryResult<PricingOption[]>
  departureId: number | null
  onDeparture: (id: number | null) => void
  travellers: number
  onTravellers: (count: number) => void
  departureError?: string
}

/** The booking dialog's first part: which package, which of its bookable departures, and for how many. */
export function HolidayChoice({
  packages,
  packageId,
  onPackage,
  departures,
  departureId,
  onDeparture,
  travellers,
  onTravellers,
  departureError,
}: HolidayChoiceProps) {
  const idOf = (value: string) => (value ? Number(value) : null)
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-semibold text-base">Holiday</legend>
      <FormField label="Package">
        {(control) => (
          <NativeSelect
            {...control}
            className={SELECT}
            value={packageId ?? ''}
            onChange={(event) => onPackage(idOf(event.target.value))}
          >
            <option value="">Choose a package</option>
            {packages.map((pkg) => (
              <option key={pkg.id} value={pkg.id}>
                {pkg.title}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Departure" error={departureError}>
        {(control) => (
          <NativeSelect
            {...control}
            className={SELECT}
            value={departureId ?? ''}
            disabled={packageId === null || departures.isPending}
            onChange={(event) => onDeparture(idOf(event.target.value))}
          >
            <option value="">{departurePrompt(packageId, departures)}</option>
            {departures.data?.map((option) => (
              <option key={option.id} value={option.id}>
                {departureLabel(option)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Travellers">
        {(control) => (
          <NativeSelect
            {...control}
            className={SELECT}
            value={travellers}
            onChange={(event) => onTravellers(Number(event.target.value))}
          >
            {Array.from({ length: MAX_TRAVELLERS }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </fieldset>
  )
}
