/**
 * Email addresses: the one rule every form, API and table keeps (decision 47). An address is taken only as a
 * plain `local@domain`, and compared only in its key, so the address a sign-up is stored under is the one it
 * is capped, found and erased by.
 */

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.'

export const MAX_EMAIL_LENGTH = 254

/**
 * SPEC 5's text, '@', text, '.', text, and nothing a mail program reads as more than one plain address. Refused
 * anywhere: whitespace; a second '@'; control, format (invisible), unassigned and default-ignorable characters
 * (zero-width spaces, right-to-left overrides, Hangul fillers, variation selectors) and U+FFFD, which let one
 * address pass for another; and RFC 5322's specials `( ) < > [ ] , ; : \ "`, which make comments, quoted
 * names, display names and lists: `target@example.com(a)`, `x<target@example.com>` and
 * `target@example.com,c` all mail target@example.com. The dot stays: it is part of plain names and domains.
 * After the '@' come one character of any kind, then up to the first dot none, so each character can be read
 * one way only: 'text.text' written as two overlapping runs would cost time growing with the square of the
 * length to refuse.
 */
export const PLAIN_EMAIL_PATTERN =
  /^[^\s@\p{C}\p{DI}\uFFFD()<>[\]\\,;:"]+@[^\s@\p{C}\p{DI}\uFFFD()<>[\]\\,;:"][^\s@.\p{C}\p{DI}\uFFFD()<>[\]\\,;:"]*\.[^\s@\p{C}\p{DI}\uFFFD()<>[\]\\,;:"]+$/u

/**
 * The address as it will be stored and mailed (trimmed, otherwise as typed), or null when it is not a plain
 * address. The same rule as the schemas' `emailAddressField`, without zod, so the light forms stay light.
 */
export function plainEmailAddress(input: string): string | null {
  const email = input.trim()
  return email.length <= MAX_EMAIL_LENGTH && PLAIN_EMAIL_PATTERN.test(email) ? email : null
}

/**
 * The form addresses are compared in, the one letter-case rule: lower case by JavaScript's own mapping, the
 * word-final sigma 'ς' folded into 'σ' (so 'ΟΔΥΣΣΕΥΣ' and 'οδυσσευς' are one, whichever sigma comes last), and
 * Unicode's composed form (NFC), so an accent typed as a letter and a mark is the same as the accented letter.
 * Every table keeps it beside (or as) the address and every lookup asks for it; the database's own lower() is
 * never used, as its mapping differs ('İ', the final sigma) and depends on the server's locale.
 */
export const emailKey = (address: string) => address.trim().toLowerCase().replace(/ς/g, 'σ').normalize('NFC')
