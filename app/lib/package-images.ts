import type { CatalogueImage, PackageSummary } from './catalogue'

export type CardImage = { src: string | null; alt: string; type: string }

/** The picture that stands for a package on cards: its hero, else its first image, else its hero URL. */
export function cardImage(pkg: Pick<PackageSummary, 'images' | 'heroImageUrl' | 'title'>): CardImage {
  const image: CatalogueImage | undefined =
    pkg.images.find((candidate) => candidate.type === 'hero') ?? pkg.images[0]
  return {
    src: image?.url ?? pkg.heroImageUrl,
    // A decorative picture says nothing a screen reader needs (decision 55).
    alt: image?.decorative ? '' : image?.altText || pkg.title,
    type: image?.type ?? 'hero',
  }
}
