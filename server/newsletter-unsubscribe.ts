import type { RequestHandler } from 'express'
import type { Database } from '#app/db/client.server'
import { NEWSLETTER_UNSUBSCRIBE_PATH, TOKEN_PARAMETER, tokenPath } from '#app/lib/newsletter-pages'
import { unsubscribeByLink } from '#app/services/newsletter/unsubscribe.server'

/**
 * POST to a newsletter email's unsubscribe link: RFC 8058's one-click unsubscribe, and the button on the
 * link's page. The one write outside the same-site guards (decision 33): a mail client posts from its own
 * servers or its own web page, never from ours, and the token in the address is the whole authority; its
 * only effect is to stop emails to the address it was made for. The body (`List-Unsubscribe=One-Click`) is
 * not read. A browser's form post is sent back to the link's page (post, redirect, get), which shows the
 * outcome; a mail client gets a plain answer.
 */
export function oneClickUnsubscribe(db: Database): RequestHandler {
  return async (req, res) => {
    const given = req.query[TOKEN_PARAMETER]
    const token = typeof given === 'string' ? given : null
    const unsubscribed = await unsubscribeByLink(db, token)
    res.setHeader('Cache-Control', 'no-store')
    if (req.get('sec-fetch-mode') === 'navigate') {
      return res.redirect(303, tokenPath(NEWSLETTER_UNSUBSCRIBE_PATH, token ?? ''))
    }
    if (!unsubscribed) return res.status(404).type('text/plain').send('This unsubscribe link is not valid.')
    res.type('text/plain').send('You have been unsubscribed.')
  }
}
