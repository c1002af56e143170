import { safeRedirectTarget } from '#app/lib/redirect-target'

/**
 * The call-back and newsletter forms as pages of their own, where they work before any script has run
 * (decision 16). Two segments each, since a single one is tried as a package slug.
 */
export const CALLBACK_PAGE_PATH = '/enquiries/call-back'
export const NEWSLETTER_PAGE_PATH = '/enquiries/newsletter'

/** In a page's query once its enquiry went through: the page then shows the outcome, not the form. */
export const SENT_FLAG = 'sent'
export const SUBSCRIBED_FLAG = 'subscribed'

/** The page a visitor came from, to go back to: a path on this site, else the home page. */
export const returnPath = (value: string | null | undefined) => safeRedirectTarget(value, '/')

/** The same page's address saying the enquiry went through: the form's query, and `flag`. */
export function doneAddress({ pathname, search }: { pathname: string; search: string }, flag: string) {
  const query = new URLSearchParams(search)
  query.set(flag, '1')
  return `${pathname}?${query}`
}
