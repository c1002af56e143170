import { Icon } from '#app/components/icon'
import { DEFAULT_FEATURES, featureIcon } from '#app/components/package/feature-icons'
import { SampleTag } from '#app/components/package/sample-tag'
import type { PackageFeature } from '#app/lib/catalogue'
import { enteredList, enteredOrSample } from '#app/lib/sample-facts'

/**
 * The package's features as icon tiles. Without any, SPEC's four defaults show on a draft's preview, marked
 * as samples, and visitors get no tiles at all (decision 50).
 */
export function FeatureTiles({ features, samples }: { features: PackageFeature[]; samples: boolean }) {
  const tiles = enteredOrSample<Pick<PackageFeature, 'label' | 'icon'>[]>(
    enteredList(features),
    DEFAULT_FEATURES,
    samples,
  )
  if (!tiles) return null
  const list = (
    <ul className="feature-tiles" data-sample={tiles.sample || undefined}>
      {tiles.value.map((feature) => (
        <li key={feature.label}>
          <Icon name={featureIcon(feature)} size={24} className="text-primary" />
          {feature.label}
        </li>
      ))}
    </ul>
  )
  if (!tiles.sample) return list
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted-foreground text-sm">
        Feature tiles <SampleTag />
      </p>
      {list}
    </div>
  )
}
