import { Icon, type IconName } from '#app/components/icon'
import { SampleTag } from '#app/components/package/sample-tag'
import type { PackageSummary } from '#app/lib/catalogue'
import { capitalise, nightsLabel } from '#app/lib/package-text'
import { enteredOrSample, enteredText, type ShownFact, showsSamples } from '#app/lib/sample-facts'

type AboutPackageProps = {
  pkg: Pick<PackageSummary, 'duration' | 'destination' | 'accommodationType' | 'boardType' | 'status'>
}

type Fact = { label: string; shown: ShownFact<string> | null; icon: IconName }

/** SPEC's cards, each with the staff's value; SPEC's sample values show only on a draft's preview. */
function facts(pkg: AboutPackageProps['pkg']): Fact[] {
  const samples = showsSamples(pkg)
  const { destination } = pkg
  const boardType = enteredText(pkg.boardType)
  return [
    { label: 'Duration', shown: { value: nightsLabel(pkg.duration), sample: false }, icon: 'moon' },
    {
      label: 'Destination',
      shown: enteredOrSample(
        destination ? `${destination.name}, ${destination.country}` : null,
        'Venice, Italy',
        samples,
      ),
      icon: 'map-pin',
    },
    {
      label: 'Accommodation',
      shown: enteredOrSample(enteredText(pkg.accommodationType), '4-star hotel', samples),
      icon: 'hotel',
    },
    {
      label: 'Board',
      shown: enteredOrSample(boardType && capitalise(boardType), 'Bed and breakfast', samples),
      icon: 'utensils',
    },
  ]
}

export function AboutPackage({ pkg }: AboutPackageProps) {
  return (
    <section aria-labelledby="about-package-heading">
      <h2 id="about-package-heading" className="mb-4 font-semibold text-2xl">
        About This Package
      </h2>
      <dl className="fact-tiles">
        {facts(pkg).map(({ label, shown, icon }) =>
          // A fact nobody entered is not drawn for visitors.
          shown ? (
            <div key={label} data-sample={shown.sample || undefined}>
              <dt>
                <Icon name={icon} size={22} className="text-primary" />
                {label}
              </dt>
              <dd>
                {shown.value}
                {shown.sample ? (
                  <>
                    {' '}
                    <SampleTag />
                  </>
                ) : null}
              </dd>
            </div>
          ) : null,
        )}
      </dl>
    </section>
  )
}
