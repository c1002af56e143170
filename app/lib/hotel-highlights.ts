const BULLET = /^\s*[-*•]\s*/

const AMENITY_KEYWORDS: Array<[RegExp, string]> = [
  [/\bwi[\s-]?fi\b/i, 'Free Wi-Fi'],
  [/\bair[\s-]?condition(?:ing|ed)?\b/i, 'Air Conditioning'],
  [/\brestaurants?\b/i, 'Restaurant'],
  [/\bpool(?:s|side)?\b/i, 'Swimming Pool'],
  [/\bbeach(?:es|front|side)?\b/i, 'Beach Access'],
  // Whole words only, so 'barbecue' and 'Barcelona' do not promise a bar.
  [/\bbars?\b/i, 'Bar'],
]

const DEFAULT_BADGES = ['Free Wi-Fi', 'Air Conditioning', '24/7 Reception']

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

/** Amenity badges inferred from keywords in the accommodation details, with defaults when none match. */
export function amenityBadges(text: string | null | undefined): string[] {
  const found = AMENITY_KEYWORDS.filter(([pattern]) => pattern.test(text ?? '')).map(([, label]) => label)
  return found.length > 0 ? found : [...DEFAULT_BADGES]
}
