import { Icon } from '#app/components/icon'
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
        <ul className="mb-4 space-y-2">
          {highlights.map((highlight) => (
            <li key={highlight} className="flex gap-2.5 text-sm">
              <Icon name="star" size={16} className="mt-0.5 shrink-0 text-terracotta-600" />
              <span>{highlight}</span>
            </li>
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
