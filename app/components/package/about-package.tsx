import { Icon, type IconName } from '#app/components/icon'
import type { PackageSummary } from '#app/lib/catalogue'
import { capitalise, nightsLabel } from '#app/lib/package-text'

type AboutPackageProps = {
  pkg: Pick<PackageSummary, 'duration' | 'destination' | 'accommodationType' | 'boardType'>
}

type Fact = { label: string; value: string; icon: IconName }

/** SPEC's sample values stand in for anything staff left empty. */
function facts(pkg: AboutPackageProps['pkg']): Fact[] {
  const destination = pkg.destination
  return [
    { label: 'Duration', value: nightsLabel(pkg.duration), icon: 'moon' },
    {
      label: 'Destination',
      value: `${destination?.name || 'Venice'}, ${destination?.country || 'Italy'}`,
      icon: 'map-pin',
    },
    { label: 'Accommodation', value: pkg.accommodationType || '4-star hotel', icon: 'hotel' },
    { label: 'Board', value: capitalise(pkg.boardType || 'bed and breakfast'), icon: 'utensils' },
  ]
}

export function AboutPackage({ pkg }: AboutPackageProps) {
  return (
    <section aria-labelledby="about-package-heading">
      <h2 id="about-package-heading" className="mb-4 font-semibold text-2xl">
        About This Package
      </h2>
      <dl className="fact-tiles">
        {facts(pkg).map((fact) => (
          <div key={fact.label}>
            <dt>
              <Icon name={fact.icon} size={22} className="text-primary" />
              {fact.label}
            </dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
