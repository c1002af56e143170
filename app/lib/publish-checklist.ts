import {
  type MissingForPublishing,
  type PackageSummary,
  PUBLISH_REQUIREMENTS,
  type PublishRequirement,
} from './catalogue'
import { normaliseImageType } from './image-fallbacks'

/**
 * What a package should have before visitors see it (decision 50), each under a key that stays the same for
 * programs, with the words people read. `POST /api/travel-packages/{id}/publish` refuses with these, the
 * admin's cards and the draft's preview list them, and "Publish anyway" goes ahead without them.
 */
const LABELS: Record<PublishRequirement, string> = {
  destination: 'a destination',
  accommodationType: 'an accommodation type',
  boardType: 'a board type',
  heroImage: 'a hero image',
  bookablePrice: 'at least one bookable future price',
}

type CheckedPackage = Pick<
  PackageSummary,
  'destinationId' | 'accommodationType' | 'boardType' | 'images' | 'heroImageUrl'
>

const entered = (text: string | null) => Boolean(text?.trim())

/** A picture of its own for the page's hero: a hero-type image or a hero address, not the site's artwork. */
const hasHeroImage = (pkg: CheckedPackage) =>
  pkg.images.some((image) => normaliseImageType(image.type) === 'hero') || entered(pkg.heroImageUrl)

/**
 * What the package lacks, in the order the admin lists it. `bookablePrice` is whether it has a departure
 * visitors can book today or later, which only the database can tell.
 */
export function missingForPublishing(pkg: CheckedPackage, bookablePrice: boolean): MissingForPublishing[] {
  const present: Record<PublishRequirement, boolean> = {
    destination: pkg.destinationId !== null,
    accommodationType: entered(pkg.accommodationType),
    boardType: entered(pkg.boardType),
    heroImage: hasHeroImage(pkg),
    bookablePrice,
  }
  return PUBLISH_REQUIREMENTS.filter((key) => !present[key]).map((key) => ({ key, label: LABELS[key] }))
}

/** 'a destination, a hero image and at least one bookable future price' */
export function listOfMissing(missing: MissingForPublishing[]): string {
  const labels = missing.map((item) => item.label)
  const last = labels.pop()
  return labels.length > 0 ? `${labels.join(', ')} and ${last}` : (last ?? '')
}

/** The refusal's sentence, for the API's `error` and anyone reading it. */
export function notPublishedMessage(missing: MissingForPublishing[]): string {
  const them = missing.length === 1 ? 'it' : 'them'
  return `Not published: this package is missing ${listOfMissing(missing)}. Add ${them}, or publish anyway.`
}
