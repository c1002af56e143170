import { enteredList, enteredOrSample, type ShownFact } from './sample-facts'

/** SPEC's default list: a sample, shown on a draft's preview only (decision 50). */
export const DEFAULT_INCLUDED = ['Return flights', 'Accommodation', 'Transfers', '24/7 Customer Support']

/**
 * A leading list bullet: `- ` or `* `, or a `-` or `*` stuck to the word, except a `*` that opens Markdown
 * emphasis (another `*` follows on the line), as in `**Free** transfers`.
 */
const LEADING_BULLET = /^(?:[*-]\s+|-|\*(?![^*]*\*))/

/** Lines of the whatsIncluded text, which staff write one per line (or with <br> tags), bullets removed. */
export function whatsIncludedList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r\n|\r|\n|<br\s*\/?>/i)
    .map((line) => line.trim().replace(LEADING_BULLET, '').trim())
    .filter(Boolean)
}

/**
 * The package page's What's Included lines: the staff's (a line typed twice once), or SPEC's default list as a
 * sample where samples show; null when there is nothing to draw.
 */
export function inclusions(text: string | null, samples: boolean): ShownFact<string[]> | null {
  return enteredOrSample(enteredList([...new Set(whatsIncludedList(text))]), DEFAULT_INCLUDED, samples)
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function nightsLabel(n: number): string {
  return `${n} ${n === 1 ? 'night' : 'nights'}`
}
