import { data, redirect } from 'react-router'
import { getAppContext } from '#app/app-context.server'
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  SIGNUP_FAILED_MESSAGE,
} from '#app/components/newsletter/newsletter-messages'
import { doneAddress, returnPath, SUBSCRIBED_FLAG } from '#app/lib/enquiry-pages'
import { MAX_SOURCE_PAGE_LENGTH } from '#app/lib/newsletter-consent'
import { formText, readFormPost, requireSameSitePost } from '#app/routes/form-post-guard.server'
import { EmailSignupInputSchema } from '#app/schemas/newsletter'
import { requestNewsletterSignup } from '#app/services/newsletter/sign-ups.server'
import type { Route } from './+types/enquiries-newsletter'

/** What a sign-up posted without scripts gets back when it was not stored: the address, and why. */
type SignupPostAnswer = { email: string; error: string }

/** What the newsletter page's address says: the way back, and whether a sign-up just went through. */
export const readNewsletterPage = (url: URL) => ({
  returnTo: returnPath(url.searchParams.get('returnTo')),
  subscribed: url.searchParams.has(SUBSCRIBED_FLAG),
})

/** The page the sign-up was made on, as the form's address names it to come back to: its path alone. */
const sourcePage = (url: URL) =>
  new URL(readNewsletterPage(url).returnTo, url).pathname.slice(0, MAX_SOURCE_PAGE_LENGTH)

/**
 * A sign-up posted without scripts, from the footer of any page or from this page: the same guards, limit,
 * schema and service as `POST /api/email-signups`, then (post, redirect, get) the page saying thank you.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, countPublicWrite, mailer } = getAppContext(context)
  requireSameSitePost(request, config.PUBLIC_URL)
  const email = formText(await readFormPost(request), 'email')
  const answer = (error: string, status: number) => data<SignupPostAnswer>({ email, error }, { status })
  // Counted before the check, as at the API.
  if (!(await countPublicWrite('email-signups'))) return answer(SIGNUP_FAILED_MESSAGE, 429)
  const url = new URL(request.url)
  const result = EmailSignupInputSchema.safeParse({ email, source_page: sourcePage(url) })
  if (!result.success) return answer(INVALID_EMAIL_MESSAGE, 400)
  const signup = { email: result.data.email, sourcePage: result.data.source_page }
  if ((await requestNewsletterSignup(db, signup, mailer)) === 'already-subscribed') {
    return answer(ALREADY_SUBSCRIBED_MESSAGE, 409)
  }
  return redirect(doneAddress(url, SUBSCRIBED_FLAG), 303)
}
