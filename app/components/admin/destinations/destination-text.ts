/** SPEC 9: a destination card shows at most 150 characters of the description. */
export const CARD_DESCRIPTION_LENGTH = 150

/** The first `max` characters plus '...' when the text is longer; shorter text is left whole. */
export function truncateText(text: string, max = CARD_DESCRIPTION_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}...` : text
}
