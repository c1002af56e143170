import { Icon } from '#app/components/icon'
import type { Amenity } from '#app/lib/catalogue'
import { amenityBadges } from '#app/lib/hotel-highlights'
import { cn } from '#app/lib/utils'

type HotelAmenitiesProps = { amenities: Amenity[]; accommodationDetails: string | null }

/** 'Hotel Amenities': a tick for what the hotel has, a cross for what it lacks. */
export function HotelAmenities({ amenities, accommodationDetails }: HotelAmenitiesProps) {
  // Without a stored list, the amenities read from the description are all ones the hotel has.
  const list =
    amenities.length > 0
      ? amenities
      : amenityBadges(accommodationDetails).map((name) => ({ name, included: true }))
  return (
    <div className="space-y-3">
      <h4 className="font-semibold text-lg">Hotel Amenities</h4>
      <ul className="grid gap-2 sm:grid-cols-2">
        {list.map((amenity) => (
          <li
            key={amenity.name}
            className={cn('flex items-center gap-2', !amenity.included && 'text-muted-foreground')}
          >
            <Icon
              name={amenity.included ? 'check' : 'x'}
              size={18}
              className={cn('shrink-0', amenity.included ? 'text-lagoon-600' : 'text-destructive')}
            />
            <span>
              <span className="sr-only">{amenity.included ? 'Included: ' : 'Not included: '}</span>
              {amenity.name}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
