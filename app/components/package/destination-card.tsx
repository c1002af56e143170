import { Icon } from '#app/components/icon'
import type { Destination } from '#app/lib/catalogue'

/**
 * 'Perfect Location in {name}', with the destination's own description when staff wrote one. SPEC's generic
 * sentence for a destination without one says only what staff entered, its name and country (decision 50).
 */
export function DestinationCard({ destination }: { destination: Destination | null }) {
  if (!destination?.name) return null
  const description =
    destination.description?.trim() ||
    `This break is based in ${destination.name}, ${destination.country}. Our travel advisors will gladly tell you more about the area before you book.`
  return (
    <div className="space-y-2 rounded-xl border bg-sand-50 p-5">
      <h4 className="flex items-center gap-2 font-semibold text-lg">
        <Icon name="map-pin" size={22} className="shrink-0 text-terracotta-600" />
        Perfect Location in {destination.name}
      </h4>
      <p className="leading-relaxed">{description}</p>
    </div>
  )
}
