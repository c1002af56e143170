import type { PackageSummary } from '#app/lib/catalogue'
import { markdownPlainText } from '#app/lib/markdown'
import { type CardImage, cardImage } from '#app/lib/package-images'

/**
 * A package as the home page's featured offers and the offers listing show it. Pages send this rather
 * than the whole package: the itinerary, hotel and extra texts would otherwise travel in every card's
 * loader data, a third of those pages' HTML, without ever being shown. Made in loaders, on the server.
 */
export type PackageCard = Pick<
  PackageSummary,
  'id' | 'slug' | 'title' | 'subtitle' | 'description' | 'duration' | 'isFeatured' | 'basePrice'
> & {
  destinationName: string | null
  image: CardImage
  /** The lowest bookable price from today on (`loadFromPrices`, decision 64), null when nothing is bookable. */
  fromPrice: string | null
}

/**
 * The 'From' price a card or badge shows (decision 64): the lowest bookable price, the same on every page;
 * the base price only when nothing can be booked; none when neither exists (SPEC's £999 would be a price
 * nobody set, decision 50).
 */
export function shownFromPrice(pkg: { fromPrice: string | null; basePrice: string | null }): string | null {
  return pkg.fromPrice ?? pkg.basePrice
}

export function toPackageCard(pkg: PackageSummary & { fromPrice?: string | null }): PackageCard {
  return {
    id: pkg.id,
    slug: pkg.slug,
    title: pkg.title,
    subtitle: pkg.subtitle,
    // The card shows a few lines of plain text: the description's words without its Markdown.
    description: markdownPlainText(pkg.description) || null,
    duration: pkg.duration,
    isFeatured: pkg.isFeatured,
    basePrice: pkg.basePrice,
    destinationName: pkg.destination?.name ?? null,
    image: cardImage(pkg),
    fromPrice: pkg.fromPrice ?? null,
  }
}
