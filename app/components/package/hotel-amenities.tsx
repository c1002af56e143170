import { Icon } from '#app/components/icon'
import { SampleTag } from '#app/components/package/sample-tag'
import type { Amenity } from '#app/lib/catalogue'
import { amenityBadges, SAMPLE_AMENITY_BADGES } from '#app/lib/hotel-highlights'
import { enteredList, enteredOrSample, type ShownFact } from '#app/lib/sample-facts'
import { cn } from '#app/lib/utils'

type HotelAmenitiesProps = { amenities: Amenity[]; accommodationDetails: string | null; samples: boolean }

type Listed = Pick<Amenity, 'name' | 'included'>

const hasEach = (names: string[]): Listed[] => names.map((name) => ({ name, included: true }))

/**
 * The staff's amenity list; without one, the amenities their description names, all ones the hotel has;
 * without those, SPEC's defaults as samples on a draft's preview, and nothing for visitors (decision 50).
 */
function listedAmenities({ amenities, accommodationDetails, samples }: HotelAmenitiesProps) {
  const entered = enteredList<Listed>(amenities) ?? enteredList(hasEach(amenityBadges(accommodationDetails)))
  return enteredOrSample(entered, hasEach(SAMPLE_AMENITY_BADGES), samples)
}

/** 'Hotel Amenities': a tick for what the hotel has, a cross for what it lacks. */
export function HotelAmenities(props: HotelAmenitiesProps) {
  const list: ShownFact<Listed[]> | null = listedAmenities(props)
  if (!list) return null
  return (
    <div className="space-y-3">
      <h4 className="font-semibold text-lg">
        Hotel Amenities
        {list.sample ? (
          <>
            {' '}
            <SampleTag />
          </>
        ) : null}
      </h4>
      <ul className="grid gap-2 rounded-md sm:grid-cols-2" data-sample={list.sample || undefined}>
        {list.value.map((amenity) => (
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
