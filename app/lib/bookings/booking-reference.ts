/**
 * A booking's reference, as a visitor reads it down the phone: 'CB-' and six characters from an alphabet
 * without 0/O, 1/I/L, so none can be mistaken for another; 31^6, some 887 million, so a guess rarely
 * lands. Drawn from crypto random with rejection, so every character is equally likely; the database's
 * unique constraint catches the rare repeat and the write draws again.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

const LENGTH = 6
/** The largest multiple of the alphabet's size a byte can hold: bytes from it up would favour some characters. */
const UNBIASED_BELOW = 256 - (256 % REFERENCE_ALPHABET.length)

export const REFERENCE_PATTERN = new RegExp(`^CB-[${REFERENCE_ALPHABET}]{${LENGTH}}$`)

export function newBookingReference(
  randomBytes: (size: number) => Uint8Array = (size) => crypto.getRandomValues(new Uint8Array(size)),
): string {
  let characters = ''
  while (characters.length < LENGTH) {
    for (const byte of randomBytes(LENGTH * 2)) {
      if (byte < UNBIASED_BELOW && characters.length < LENGTH) {
        characters += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]
      }
    }
  }
  return `CB-${characters}`
}

/** A reference as staff may type it: any letter case, spaces around it. */
export const normalReference = (text: string) => text.trim().toUpperCase()
