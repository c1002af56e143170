import type { PackageStatus } from './catalogue'

/**
 * Visitors read only what staff entered (decision 50). SPEC's sample values (a destination, accommodation
 * and board, feature tiles, a What's Included list, amenity badges) stand in for a missing fact only on a
 * draft's preview, which only staff can open, and are marked there; elsewhere the fact is left out.
 */
export const showsSamples = (pkg: { status: PackageStatus }) => pkg.status === 'draft'

/** A fact as the page draws it: the staff's own value, or a sample marked as one. */
export type ShownFact<T> = { value: T; sample: boolean }

/** What staff entered; else the sample, where samples may show; else null, and the fact is not drawn. */
export function enteredOrSample<T>(entered: T | null, sample: T, samples: boolean): ShownFact<T> | null {
  if (entered !== null) return { value: entered, sample: false }
  return samples ? { value: sample, sample: true } : null
}

/** Text staff typed, or null for none: blank text is not a fact. */
export const enteredText = (text: string | null | undefined): string | null => text?.trim() || null

/** A list staff filled in, or null for an empty one. */
export const enteredList = <T>(items: T[]): T[] | null => (items.length > 0 ? items : null)
