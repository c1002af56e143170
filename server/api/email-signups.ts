import { type Request, Router } from 'express'
import { sourcePageOf } from '#app/lib/newsletter-consent'
import { EmailSignupInputSchema, SignupExportQuerySchema } from '#app/schemas/newsletter'
import { listSignups, requestNewsletterSignup, signupsCsv } from '#app/services/newsletter/sign-ups.server'
import type { ApiContext } from './context'
import { HttpError } from './http-error'
import { access } from './middleware/access'
import { auditTrail } from './middleware/audit'
import { jsonBody } from './middleware/json-body'
import { limitPublicWrite } from './middleware/rate-limit'
import { validate, validated } from './middleware/validate'
import { ownOrigin } from './middleware/write-guards'
import { PageQuery, pageOf, sendPage } from './paging'

const signupInput = { body: EmailSignupInputSchema }
const exportQuery = { query: SignupExportQuerySchema }
const paged = { query: PageQuery }

/**
 * POST /email-signups, the public newsletter form: a small body read here rather than by the API's JSON
 * parser, limited per IP, and nothing the visitor sent is echoed back. The sign-up waits for its
 * confirmation (decision 33): 201 for a new one, 200 when an unconfirmed address is sent its link again,
 * SPEC's 409 for an address already subscribed.
 */
export function signupRequestsRouter({ db, config, mailer }: ApiContext) {
  const router = Router()
  // The page the form was on: the body's `source_page` (this site's forms send it), else the Referer's path.
  const sourcePage = (req: Request, given: string | undefined) =>
    given ?? sourcePageOf(req.get('referer'), ownOrigin(config, req))
  router.post(
    '/',
    access('anyone'),
    jsonBody('2kb'),
    limitPublicWrite(db, 'email-signups'),
    validate(signupInput),
    async (req, res) => {
      const { body } = validated<typeof signupInput>(res.locals)
      const signup = { email: body.email, sourcePage: sourcePage(req, body.source_page) }
      const outcome = await requestNewsletterSignup(db, signup, mailer)
      if (outcome === 'already-subscribed') throw new HttpError(409, 'This email is already subscribed.')
      res.status(outcome === 'sent' ? 201 : 200).json({ message: 'Thank you for subscribing!' })
    },
  )
  return router
}

/** The sign-ups for staff, a page at a time and as one CSV file (still subscribed only, unless `?status=all`). */
export function emailSignupsRouter({ db }: ApiContext) {
  const router = Router()
  const audit = auditTrail(db)

  router.get('/', access('enquiries'), validate(paged), async (_req, res) => {
    const { query } = validated<typeof paged>(res.locals)
    const window = pageOf(query)
    sendPage(res, await listSignups(db, window), window)
  })

  // Every address in one file is the owner's to take, and the log keeps that it was taken.
  const exported = audit('export', 'sign-ups', { summary: () => 'Downloaded the sign-ups as a CSV file.' })
  router.get('/export.csv', access('signupExport'), exported, validate(exportQuery), async (_req, res) => {
    const { query } = validated<typeof exportQuery>(res.locals)
    const everyone = query.status === 'all'
    const day = new Date().toISOString().slice(0, 10)
    res
      .attachment(`newsletter-signups-${everyone ? 'all-' : ''}${day}.csv`)
      .type('text/csv; charset=utf-8')
      .send(await signupsCsv(db, { everyone }))
  })

  return router
}
