import { Icon } from '#app/components/icon'
import type { Destination } from '#app/lib/catalogue'

/** 'Perfect Location in {name}', with the destination's own description when staff wrote one. */
export function DestinationCard({ destination }: { destination: Destination | null }) {
  if (!destination?.name) return null
  const description =
    destination.description?.trim() ||
    `${destination.name} is one of Italy's most rewarding places to explore, and this break puts its sights, restaurants and quieter corners within easy reach.`
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
