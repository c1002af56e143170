export const DEFAULT_INCLUDED = ['Return flights', 'Accommodation', 'Transfers', '24/7 Customer Support']

/** Lines of the whatsIncluded text, which staff write one per line (or with <br> tags), bullets removed. */
export function whatsIncludedList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r\n|\r|\n|<br\s*\/?>/i)
    .map((line) => line.trim().replace(/^[*-]\s*/, ''))
    .filter(Boolean)
}

export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function nightsLabel(n: number): string {
  return `${n} ${n === 1 ? 'night' : 'nights'}`
}
