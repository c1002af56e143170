import express, { Router } from 'express'
import { LeadInputSchema } from '#app/schemas/lead'
import { EmailSignupInputSchema } from '#app/schemas/newsletter'
import { recordLead } from '#app/services/leads.server'
import { subscribeToNewsletter } from '#app/services/newsletter.server'
import type { ApiContext } from './context'
import { HttpError } from './http-error'
import { limitPublicWrite } from './middleware/rate-limit'
import { validate, validated } from './middleware/validate'

const signupInput = { body: EmailSignupInputSchema }
const leadInput = { body: LeadInputSchema }

/**
 * The two public writes: newsletter sign-ups and call-back requests. Small bodies, limited per IP,
 * and nothing the visitor sent is echoed back.
 */
export function enquiriesRouter({ db, leadOutbox }: ApiContext) {
  const router = Router()

  router.post(
    '/email-signups',
    express.json({ limit: '2kb' }),
    limitPublicWrite(db, 'email-signups'),
    validate(signupInput),
    async (_req, res) => {
      const { body } = validated<typeof signupInput>(res.locals)
      const outcome = await subscribeToNewsletter(db, body.email)
      if (outcome === 'already-subscribed') throw new HttpError(409, 'This email is already subscribed.')
      res.status(201).json({ message: 'Thank you for subscribing!' })
    },
  )

  router.post(
    '/contact-webhook',
    express.json({ limit: '16kb' }),
    limitPublicWrite(db, 'contact-webhook'),
    validate(leadInput),
    async (_req, res) => {
      const { body } = validated<typeof leadInput>(res.locals)
      const lead = await recordLead(db, body)
      if (lead.created) leadOutbox?.kick()
      res
        .status(lead.created ? 201 : 200)
        .json({ message: "Thank you. We'll call you at your preferred time." })
    },
  )

  return router
}
