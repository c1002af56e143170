import type { WidgetSection } from '#app/lib/catalogue'

const DEFAULT_COUNT = 3

/** A featured-offers section's config is its N; anything not a positive number means SPEC's default of 3. */
export function featuredCount(config: string | null): number {
  const count = Number.parseInt(config ?? '', 10)
  return Number.isFinite(count) && count > 0 ? count : DEFAULT_COUNT
}

/** The most cards any of these featured-offers sections shows when no package is featured; 0 without one. */
export function largestFeaturedCount(sections: readonly Pick<WidgetSection, 'widgetType' | 'widgetId'>[]) {
  return Math.max(
    0,
    ...sections
      .filter((section) => section.widgetType === 'featured-offers')
      .map((section) => featuredCount(section.widgetId)),
  )
}

/**
 * The cards one featured-offers section shows, given the home page's list (`listFeaturedPackages`): every
 * featured package, in the order staff set, whatever its N (featuring a fourth must not silently drop one);
 * only when none is featured does N cut the list of the first packages (decision 56).
 */
export function offersShown<Card extends { isFeatured: boolean }>(
  packages: readonly Card[],
  config: string | null,
) {
  return packages.some((pkg) => pkg.isFeatured) ? [...packages] : packages.slice(0, featuredCount(config))
}
