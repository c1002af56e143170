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
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {facts(pkg).map((fact) => (
          <div key={fact.label} className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm">
            <dt className="flex flex-col gap-2 text-muted-foreground text-sm">
              <Icon name={fact.icon} size={22} className="text-primary" />
              {fact.label}
            </dt>
            <dd className="font-semibold leading-snug">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
