import { Router } from 'express'
import { EmailSignupInputSchema } from '#app/schemas/newsletter'
import { listSignups, signupsCsv, subscribeToNewsletter } from '#app/services/leads/sign-ups.server'
import type { ApiContext } from './context'
import { HttpError } from './http-error'
import { access } from './middleware/access'
import { auditTrail } from './middleware/audit'
import { jsonBody } from './middleware/json-body'
import { limitPublicWrite } from './middleware/rate-limit'
import { validate, validated } from './middleware/validate'

const signupInput = { body: EmailSignupInputSchema }

/**
 * POST /email-signups, the public newsletter form: a small body read here rather than by the API's JSON
 * parser, limited per IP, and nothing the visitor sent is echoed back.
 */
export function signupRequestsRouter({ db }: ApiContext) {
  const router = Router()
  router.post(
    '/',
    access('anyone'),
    jsonBody('2kb'),
    limitPublicWrite(db, 'email-signups'),
    validate(signupInput),
    async (_req, res) => {
      const { body } = validated<typeof signupInput>(res.locals)
      const outcome = await subscribeToNewsletter(db, body.email)
      if (outcome === 'already-subscribed') throw new HttpError(409, 'This email is already subscribed.')
      res.status(201).json({ message: 'Thank you for subscribing!' })
    },
  )
  return router
}

/** The sign-ups for staff, as a list and as a CSV file. */
export function emailSignupsRouter({ db }: ApiContext) {
  const router = Router()
  const audit = auditTrail(db)

  router.get('/', access('enquiries'), async (_req, res) => {
    res.json(await listSignups(db))
  })

  // Every address in one file is the owner's to take, and the log keeps that it was taken.
  const exported = audit('export', 'sign-ups', { summary: () => 'Downloaded the sign-ups as a CSV file.' })
  router.get('/export.csv', access('signupExport'), exported, async (_req, res) => {
    const day = new Date().toISOString().slice(0, 10)
    res
      .attachment(`newsletter-signups-${day}.csv`)
      .type('text/csv; charset=utf-8')
      .send(await signupsCsv(db))
  })

  return router
}
