import { parsePhoneNumberFromString } from 'libphonenumber-js'
import { z } from 'zod'

// Here rather than in app/lib: the phone metadata is some 35 KB gzipped, and app/lib's shared helpers travel
// in a chunk every public page loads. Only the admin's forms and the server parse numbers.

/** What staff see when a phone number they typed is not one. */
export const PHONE_NUMBER_MESSAGE = 'Enter a phone number, such as 020 7946 0321'

/** Longer than any number with its spaces and punctuation; checked before parsing, so parsing stays cheap. */
export const PHONE_NUMBER_MAX_LENGTH = 30

/** Calling code 44 covers the UK and the Crown Dependencies, whose numbers UK callers dial as local ones. */
const UK_CALLING_CODE = '44'

/**
 * A phone number in the one form the site stores and shows: as UK callers dial it ('020 7946 0321') for a UK
 * number, in international form ('+39 06 1234 5678') for any other. UK numbers may be typed either way, with
 * any spacing or brackets. Null when the text is not a valid number, or carries an extension, which a tap on
 * a `tel:` link cannot dial.
 */
export function readPhoneNumber(text: string): string | null {
  if (text.length > PHONE_NUMBER_MAX_LENGTH) return null
  const number = parsePhoneNumberFromString(text, { defaultCountry: 'GB', extract: false })
  if (!number?.isValid() || number.ext) return null
  return number.countryCallingCode === UK_CALLING_CODE
    ? number.formatNational()
    : number.formatInternational()
}

/** A phone number staff type, in the one form it is stored; blank means none. */
export const phoneNumberField = z
  .string({ error: PHONE_NUMBER_MESSAGE })
  .trim()
  .nullish()
  .transform((text, context) => {
    if (!text) return null
    const phone = readPhoneNumber(text)
    if (phone) return phone
    context.addIssue({ code: 'custom', message: PHONE_NUMBER_MESSAGE })
    return z.NEVER
  })
