import { lazy, Suspense, useId, useSyncExternalStore } from 'react'
import { Spinner } from '#app/components/ui/spinner'
import { chartSeries, chartSummary } from './price-chart-data'
import type { PricingTableGroup } from './pricing-groups'

// Recharts is most of the pricing section's code: it loads when a chart is first shown.
const PricePlot = lazy(() => import('./price-chart-plot').then((module) => ({ default: module.PricePlot })))

const subscribeNever = () => () => {}

/**
 * True only in the browser after hydration. Recharts measures its container, which the server cannot, so
 * the server renders the caption alone and the chart appears once the page is live: no hydration mismatch.
 */
const useIsClient = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )

/**
 * Price per departure date in the period on screen (a month), one line per departure airport, so staff see a season's shape and a mistyped
 * price stands out. Discounts are a dashed line of the same colour with hollow dots; unavailable dates
 * break the line. The caption says the same in words for screen readers, and shows while the plot loads.
 */
export function PriceChart({ groups, period }: { groups: PricingTableGroup[]; period: string }) {
  const isClient = useIsClient()
  const captionId = useId()
  return (
    <figure className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div
        role="img"
        aria-label={`Chart of price per departure date by departure airport, ${period}`}
        aria-describedby={captionId}
        className="h-72 w-full"
      >
        {isClient ? (
          <Suspense
            fallback={<Spinner label="Loading the price chart..." className="size-full justify-center" />}
          >
            <PricePlot series={chartSeries(groups)} />
          </Suspense>
        ) : null}
      </div>
      <figcaption id={captionId} className="flex flex-col gap-1 text-sm">
        <span>
          {period}: {chartSummary(groups)}
        </span>
        <span className="text-muted-foreground text-xs">
          Solid lines: price. Dashed lines with hollow dots: discounted price. Gaps: unavailable dates.
        </span>
      </figcaption>
    </figure>
  )
}
