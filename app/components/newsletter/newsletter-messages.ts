/** SPEC 8's newsletter texts; the invalid-address one lives with the schema that enforces it. */
export { INVALID_EMAIL_MESSAGE } from '#app/lib/newsletter-email'
export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing!'
export const ALREADY_SUBSCRIBED_MESSAGE = 'This email is already subscribed.'
export const SIGNUP_FAILED_MESSAGE = 'An error occurred. Please try again.'
