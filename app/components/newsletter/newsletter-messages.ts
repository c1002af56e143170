/** SPEC 8's newsletter texts; the invalid-address one lives with the schema that enforces it. */
export { INVALID_EMAIL_MESSAGE } from '#app/lib/email-address'
export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing!'
export const ALREADY_SUBSCRIBED_MESSAGE = 'This email is already subscribed.'
export const SIGNUP_FAILED_MESSAGE = 'An error occurred. Please try again.'
/** Beneath SPEC's thanks: the sign-up counts once its emailed link is followed (double opt-in). */
export const CHECK_INBOX_MESSAGE =
  'Please check your inbox: we have sent you an email with a link to confirm your subscription.'

/**
 * The sign-up's heading and invitation, wherever it is offered: what a visitor agrees to by signing up.
 * Changing them is a new consent wording (`app/lib/newsletter-consent.ts`); a unit test holds the two together.
 */
export const NEWSLETTER_INVITE = {
  title: 'Sign up for exclusive offers',
  description:
    'Be the first to hear about new Italian city breaks, price drops and seasonal deals. No spam, and you can unsubscribe at any time.',
} as const
