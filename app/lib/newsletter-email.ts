export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.'

/**
 * SPEC 5: text, '@', text, '.', text, with no whitespace anywhere. Nor invisible characters (zero-width
 * spaces, right-to-left overrides, control characters) or U+FFFD, which would let one address pass for
 * another, or block it from signing up.
 * After the '@' come one character of any kind, then up to the first dot none, so each character can be
 * read one way only: 'text.text' written as two overlapping runs would cost time growing with the square
 * of the length to refuse.
 */
export const NEWSLETTER_EMAIL_PATTERN =
  /^[^\s@\p{C}\uFFFD]+@[^\s@\p{C}\uFFFD][^\s@.\p{C}\uFFFD]*\.[^\s@\p{C}\uFFFD]+$/u

export const MAX_EMAIL_LENGTH = 254

/**
 * The address as it will be stored, or null when SPEC 5 would refuse it. The same rule as the API's schema,
 * without zod, so the sign-up forms on every page stay light.
 */
export function newsletterEmail(input: string): string | null {
  const email = input.trim()
  return email.length <= MAX_EMAIL_LENGTH && NEWSLETTER_EMAIL_PATTERN.test(email) ? email : null
}
