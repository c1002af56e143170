/**
 * A `tel:` link for a phone number as people write it, such as '020 7946 0321': in international form
 * ('tel:+442079460321'), which dials the same number from a phone abroad, and is a global number as RFC 3966
 * wants. The '(0)' some write after +44 is a trunk prefix that is not dialled from abroad.
 */
export function telHref(phone: string): string {
  return `tel:${internationalPhone(phone.replace('(0)', '')).replace(/[^\d+]/g, '')}`
}

/**
 * A UK number as written locally ('020 7946 0321') in the international form search engines expect
 * ('+44 20 7946 0321'), keeping its grouping. A number already international ('+…' or '00…') keeps its
 * own country code.
 */
export function internationalPhone(phone: string): string {
  const written = phone.trim().replace(/\s+/g, ' ')
  if (written.startsWith('+')) return written
  if (written.startsWith('00')) return `+${written.slice(2)}`
  if (written.startsWith('0')) return `+44 ${written.slice(1)}`
  return written
}
