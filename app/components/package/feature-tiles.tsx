import { Icon } from '#app/components/icon'
import { DEFAULT_FEATURES, featureIcon } from '#app/components/package/feature-icons'
import type { PackageFeature } from '#app/lib/catalogue'

/** The package's features as icon tiles, or SPEC's four defaults when it has none. */
export function FeatureTiles({ features }: { features: PackageFeature[] }) {
  const tiles = features.length > 0 ? features : DEFAULT_FEATURES
  return (
    <ul className="feature-tiles">
      {tiles.map((feature) => (
        <li key={feature.label}>
          <Icon name={featureIcon(feature)} size={24} className="text-primary" />
          {feature.label}
        </li>
      ))}
    </ul>
  )
}
