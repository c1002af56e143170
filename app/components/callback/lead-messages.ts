/** SPEC texts for the call-back and contact forms, in one place so the forms and tests agree. */

export const callbackIntro = (packageTitle: string) =>
  `Fill in your details below and we'll call you back to discuss ${packageTitle}.`

/** SPEC 5: the call-back message starts out as a sentence naming the package. */
export const callbackPrefill = (packageTitle: string) =>
  `I'm interested in the ${packageTitle} package. Please call me back to discuss it.`

/** A call-back request about no one package: /offers asks for one, and so does the call-back page without one. */
export const GENERAL_CALLBACK = {
  packageTitle: 'one of our holidays',
  prefill: "I'd like some help choosing one of your holidays. Please call me back.",
} as const

export const CALLBACK_SENT_TOAST = {
  title: 'Call Back Request Sent!',
  description: "We'll call you at your preferred time.",
} as const

export const CALLBACK_FAILED_TOAST = {
  title: 'Something went wrong',
  description: 'Please try again or contact us directly.',
} as const

export const CONTACT_REJECTED_MESSAGE = 'Failed to submit contact form. Please try again later.'
export const CONTACT_FAILED_MESSAGE = 'An error occurred. Please try again later.'

export const CALLBACK_THANKS =
  "Your request is with our travel advisors. We'll call you at your preferred time."
export const CONTACT_THANKS =
  'Thanks for getting in touch. One of our travel advisors will contact you shortly.'
