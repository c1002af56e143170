import { useHeadline } from '#app/components/package/headline-price'
import { JumpLink } from '#app/components/package/jump-link'
import { Badge } from '#app/components/ui/badge'
import { island } from '#app/islands/island'
import { PRICE_CALENDAR_ID } from '#app/lib/package-calendar'
import { type HeadlinePrice, priceLabel, shownHeadline } from '#app/lib/pricing-labels'

type PackageHeaderProps = {
  title: string
  subtitle: string | null
  headline: HeadlinePrice | null
  /** Shown when nothing is bookable (`shownHeadline`). */
  basePrice: string | null
}

export function PackageHeader({ title, subtitle, headline, basePrice }: PackageHeaderProps) {
  return (
    <header className="mb-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="min-w-0">
        <h1 className="font-semibold text-3xl leading-tight sm:text-4xl">{title}</h1>
        {subtitle && <p className="mt-2 max-w-3xl text-lg text-muted-foreground">{subtitle}</p>}
      </div>
      <PriceBadgeIsland headline={headline} basePrice={basePrice} />
    </header>
  )
}

/** The 'From' price, refreshed with the calendar when the visitor comes back to the page (SPEC 7). */
function PriceBadge({ headline: initial, basePrice }: Omit<PackageHeaderProps, 'title' | 'subtitle'>) {
  const headline = shownHeadline(useHeadline(initial), basePrice)
  if (!headline) {
    return (
      <Badge asChild variant="accent" className="px-4 py-2 text-base">
        <JumpLink targetId={PRICE_CALENDAR_ID}>See Pricing</JumpLink>
      </Badge>
    )
  }
  return (
    <p className="flex shrink-0 flex-wrap items-baseline gap-x-2 self-start rounded-xl bg-terracotta-600 px-4 py-2 text-white md:self-auto">
      {/* The old price in the same white as the new: a paler tint read at 4.3:1, short of the 4.5:1 small
          text needs (WCAG 1.4.3). The line through it and its size already say it is the old price. */}
      {headline.original && (
        <s className="text-sm">
          <span className="sr-only">Was </span>
          {priceLabel(headline.original)}
        </s>
      )}
      <span className="font-bold text-xl">From {priceLabel(headline.price)}</span>
      <span className="text-sm">per person</span>
    </p>
  )
}

export const PriceBadgeIsland = island('price-badge', PriceBadge)
