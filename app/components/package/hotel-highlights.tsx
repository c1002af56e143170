import { SampleTag } from '#app/components/package/sample-tag'
import { Badge } from '#app/components/ui/badge'
import type { HotelAtAGlance } from '#app/lib/hotel-highlights'

/** The hotel at a glance, read from the accommodation details: summary, highlights and amenity badges. */
export function HotelHighlights({ glance }: { glance: HotelAtAGlance }) {
  const { summary, highlights, badges } = glance
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
      {badges?.sample ? (
        <p className="mb-3">
          <SampleTag />
        </p>
      ) : null}
      {badges ? (
        <ul
          className="flex flex-wrap gap-2 rounded-md"
          aria-label="Amenities"
          data-sample={badges.sample || undefined}
        >
          {badges.value.map((badge) => (
            <li key={badge}>
              <Badge variant="secondary">{badge}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
