import { Badge } from '#app/components/ui/badge'
import { amenityBadges, hotelHighlights, hotelSummary } from '#app/lib/hotel-highlights'

/** The hotel at a glance, read from the accommodation details: summary, highlights and amenity badges. */
export function HotelHighlights({ accommodationDetails }: { accommodationDetails: string | null }) {
  const summary = hotelSummary(accommodationDetails)
  const highlights = hotelHighlights(accommodationDetails)
  return (
    <>
      {summary && <p className="mb-3 leading-relaxed">{summary}</p>}
      {highlights.length > 0 && (
        <ul className="star-list mb-4 space-y-2 text-sm">
          {highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      )}
      <ul className="flex flex-wrap gap-2" aria-label="Amenities">
        {amenityBadges(accommodationDetails).map((badge) => (
          <li key={badge}>
            <Badge variant="secondary">{badge}</Badge>
          </li>
        ))}
      </ul>
    </>
  )
}
