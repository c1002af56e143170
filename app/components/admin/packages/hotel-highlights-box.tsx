import { Icon } from '#app/components/icon'
import { hotelHighlights } from '#app/lib/hotel-highlights'
import { markdownPlainText } from '#app/lib/markdown'

/**
 * SPEC 2's 'Hotel Highlights' beside the reviews: up to 5 points read from the saved accommodation details,
 * so staff see what the public page will show before they write or answer reviews.
 */
export function HotelHighlightsBox({ accommodationDetails }: { accommodationDetails: string | null }) {
  // Read from the words without their Markdown, as the package page's loader reads them.
  const highlights = hotelHighlights(markdownPlainText(accommodationDetails))
  return (
    <aside aria-labelledby="admin-hotel-highlights" className="rounded-lg border bg-secondary/60 p-4">
      <h3 id="admin-hotel-highlights" className="mb-2 font-semibold">
        Hotel Highlights
      </h3>
      {highlights.length > 0 ? (
        <ul className="flex flex-col gap-1.5 text-sm">
          {highlights.map((highlight) => (
            <li key={highlight} className="flex gap-2">
              <Icon name="check" size={16} className="mt-0.5 shrink-0 text-primary" />
              {highlight}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">
          No highlights yet: add sentences or bullet lines to the accommodation details.
        </p>
      )}
    </aside>
  )
}
