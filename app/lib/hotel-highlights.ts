import { enteredList, enteredOrSample, type ShownFact } from './sample-facts'

const BULLET = /^\s*[-*•]\s*/

// Each badge is read from the staff's own words (SPEC 9's keywords), and says no more than they do: Wi-Fi is
// 'Free' only where the text says free Wi-Fi.
const AMENITY_KEYWORDS: Array<[RegExp, string | ((text: string) => string)]> = [
  [/\bwi[\s-]?fi\b/i, (text) => (/\bfree\s+wi[\s-]?fi\b/i.test(text) ? 'Free Wi-Fi' : 'Wi-Fi')],
  [/\bair[\s-]?condition(?:ing|ed)?\b/i, 'Air Conditioning'],
  [/\brestaurants?\b/i, 'Restaurant'],
  [/\bpool(?:s|side)?\b/i, 'Swimming Pool'],
  [/\bbeach(?:es|front|side)?\b/i, 'Beach Access'],
  // Whole words only, so 'barbecue' and 'Barcelona' do not promise a bar.
  [/\bbars?\b/i, 'Bar'],
]

/** SPEC's badges for a text that names no amenity: samples, shown on a draft's preview only (decision 50). */
export const SAMPLE_AMENITY_BADGES = ['Free Wi-Fi', 'Air Conditioning', '24/7 Reception']

function isBullet(line: string): boolean {
  return BULLET.test(line)
}

// Bullet lines are the staff's own highlights, so the prose sentences come only from the other lines.
function proseSentences(text: string): string[] {
  return text
    .split(/\r?\n/)
    .filter((line) => !isBullet(line))
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((sentence) => sentence.trim())
    .filter(Boolean)
}

/** The first sentence of the accommodation details, shown as the hotel summary. */
export function hotelSummary(text: string | null | undefined): string | null {
  return proseSentences(text ?? '')[0] ?? null
}

/**
 * Up to 5 highlights: the bullet lines when the text has any, otherwise the sentences after the summary that
 * are longer than 10 and shorter than 150 characters (SPEC 9).
 */
export function hotelHighlights(text: string | null | undefined): string[] {
  const lines = (text ?? '').split(/\r?\n/)
  const bullets = lines
    .filter(isBullet)
    .map((line) => line.replace(BULLET, '').trim())
    .filter(Boolean)
  if (bullets.length > 0) return bullets.slice(0, 5)
  return proseSentences(text ?? '')
    .slice(1)
    .filter((sentence) => sentence.length > 10 && sentence.length < 150)
    .slice(0, 5)
}

/** Amenity badges inferred from keywords in the accommodation details: only those the text names. */
export function amenityBadges(text: string | null | undefined): string[] {
  const details = text ?? ''
  return AMENITY_KEYWORDS.filter(([pattern]) => pattern.test(details)).map(([, label]) =>
    typeof label === 'string' ? label : label(details),
  )
}

/** What the Hotel Highlights box shows: the summary, highlights and badges read from the staff's text. */
export type HotelAtAGlance = {
  summary: string | null
  highlights: string[]
  badges: ShownFact<string[]> | null
}

/**
 * The box's content, with SPEC's default badges as samples where samples show (decision 50); null when the
 * text gives nothing to show, so the box is not drawn.
 */
export function hotelAtAGlance(text: string | null | undefined, samples: boolean): HotelAtAGlance | null {
  const glance = {
    summary: hotelSummary(text),
    highlights: hotelHighlights(text),
    badges: enteredOrSample(enteredList(amenityBadges(text)), SAMPLE_AMENITY_BADGES, samples),
  }
  return glance.summary || glance.highlights.length > 0 || glance.badges ? glance : null
}
