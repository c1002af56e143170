import { SelectItem } from '#app/components/ui/select'
import type { Destination } from '#app/lib/catalogue'

/** The destinations as a select's options, each named with its country (two Romes are not one). */
export function DestinationOptions({ destinations }: { destinations: Destination[] | undefined }) {
  return destinations?.map((destination) => (
    <SelectItem key={destination.id} value={String(destination.id)}>
      {destination.name}, {destination.country}
    </SelectItem>
  ))
}
