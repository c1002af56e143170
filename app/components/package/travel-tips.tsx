import { Icon } from '#app/components/icon'

const TIPS = [
  'Buy a water bus (vaporetto) pass for your whole stay: single tickets soon cost more than the pass.',
  'See St Mark’s Square early in the morning or after six in the evening, once the day visitors have left.',
  'Cross the Grand Canal on a traghetto, the shared gondola ferry, for a couple of euros instead of a private ride.',
  'Have your coffee standing at the bar like the Venetians do: a table on a famous square can cost several times more.',
  'Refill your water bottle at the city’s public fountains, which run with fresh drinking water all year round.',
]

/** SPEC's fixed 'Travel Tips' box with five Venice tips. */
export function TravelTips() {
  return (
    <aside
      aria-labelledby="travel-tips-heading"
      className="rounded-xl border border-lagoon-200 bg-lagoon-50 p-5"
    >
      <h4 id="travel-tips-heading" className="mb-3 flex items-center gap-2 font-semibold text-lg">
        <Icon name="sun" size={20} className="text-terracotta-600" />
        Travel Tips
      </h4>
      <ol className="list-decimal space-y-2 pl-5">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ol>
    </aside>
  )
}
