import type { RequestHandler } from 'express'
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from '#app/lib/newsletter-pages'
import { RESET_PASSWORD_PATH } from '#app/services/auth/passwords.server'
import { ACCEPT_INVITATION_PATH } from '#app/services/staff/invitations.server'
import { pagePath } from './page-query-parameters'

/** The pages an emailed link opens, its token in their address (`?token=…`). */
const TOKEN_PAGES = new Set([
  ACCEPT_INVITATION_PATH,
  RESET_PASSWORD_PATH,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
])

/** As routes match: in any letter case, with or without a last slash, and their data requests. */
const isTokenPage = (path: string) =>
  TOKEN_PAGES.has(
    pagePath(path)
      .toLowerCase()
      .replace(/(.)\/$/, '$1'),
  )

/**
 * A token page sends no Referer with anything it loads (decision 49): while the token is in its address
 * (before scripts take it out, or without scripts), the address would go with every stylesheet, script and
 * call, to this site's logs and to whatever the page talks to.
 */
export const noReferrerFromTokenPages: RequestHandler = (req, res, next) => {
  if (isTokenPage(req.path)) res.setHeader('Referrer-Policy', 'no-referrer')
  next()
}
