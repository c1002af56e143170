/** schema.org's PostalAddress, as the agency's JSON-LD carries it. */
export type PostalAddressLd = {
  '@type': 'PostalAddress'
  streetAddress: string
  addressLocality?: string
  postalCode?: string
  addressCountry: 'GB'
}

// The two halves of a UK postcode, each read as one whole word: 'CR0' and '1XX' in 'CR0 1XX'. Every
// quantifier is bounded and the words are short, so a check costs a few steps whatever the address holds.
const OUTWARD_CODE = /^[A-Z]{1,2}\d[A-Z\d]?$/i
const INWARD_CODE = /^\d[A-Z]{2}$/i
const LONGEST_OUTWARD = 4

/** 'CR0 1XX' for the words ['cr0', '1xx'] or ['CR01XX'], or null when the words are not a postcode. */
function postcodeOf(words: string[]): string | null {
  const joined = words.join('')
  const outward = joined.slice(0, -3)
  const inward = joined.slice(-3)
  if (outward.length > LONGEST_OUTWARD || !OUTWARD_CODE.test(outward) || !INWARD_CODE.test(inward))
    return null
  return `${outward} ${inward}`.toUpperCase()
}

/** The street and the town, given the parts before the postcode's part and the words before it in that part. */
function streetAndTown(earlierParts: string[], wordsBefore: string): { street: string[]; town?: string } {
  // 'Suite 4, 12 Fictional Row, Croydon CR0 1XX': the town shares the postcode's part.
  if (wordsBefore && earlierParts.length > 0) return { street: earlierParts, town: wordsBefore }
  // '12 Fictional Row CR0 1XX': one part, and the words before the postcode are the street.
  if (wordsBefore) return { street: [wordsBefore] }
  // '12 Fictional Row, Croydon, CR0 1XX': the postcode stands alone, and the town is the part before it.
  if (earlierParts.length > 1) return { street: earlierParts.slice(0, -1), town: earlierParts.at(-1) }
  return { street: earlierParts }
}

/**
 * The configured one-line address ('Suite 4, 12 Fictional Row, Croydon CR0 1XX') as a PostalAddress. It is
 * read by splitting, never by one pattern over the whole line: parts at commas, the last part into words,
 * and the postcode is its last one or two words. Without a postcode, towns, counties and flat numbers come
 * in too many orders to tell apart, so the line stays whole as the street address.
 */
export function postalAddress(address: string): PostalAddressLd {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const words = (parts.at(-1) ?? '').split(/\s+/)
  for (const count of [2, 1]) {
    const postalCode = words.length >= count ? postcodeOf(words.slice(-count)) : null
    if (!postalCode) continue
    const { street, town } = streetAndTown(parts.slice(0, -1), words.slice(0, -count).join(' '))
    return {
      '@type': 'PostalAddress',
      streetAddress: street.join(', '),
      ...(town ? { addressLocality: town } : {}),
      postalCode,
      addressCountry: 'GB',
    }
  }
  return { '@type': 'PostalAddress', streetAddress: parts.join(', '), addressCountry: 'GB' }
}
