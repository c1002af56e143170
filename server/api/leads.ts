import { Router } from 'express'
import { LeadInputSchema } from '#app/schemas/lead'
import { listLeads, recordLead, retryLead } from '#app/services/leads/call-backs.server'
import type { ApiContext } from './context'
import { notFound } from './http-error'
import { access } from './middleware/access'
import { auditTrail } from './middleware/audit'
import { jsonBody } from './middleware/json-body'
import { limitPublicWrite } from './middleware/rate-limit'
import { validate, validated } from './middleware/validate'
import { PageQuery, pageOf, sendPage } from './paging'
import { IdParams } from './params'

const leadInput = { body: LeadInputSchema }
const byId = { params: IdParams }
const paged = { query: PageQuery }

/**
 * POST /contact-webhook, the public call-back form: a small body read here rather than by the API's JSON
 * parser, limited per IP, and nothing the visitor sent is echoed back.
 */
export function leadRequestsRouter({ db, leadOutbox, mailer }: ApiContext) {
  const router = Router()
  router.post(
    '/contact-webhook',
    access('anyone'),
    jsonBody('16kb'),
    limitPublicWrite(db, 'contact-webhook'),
    validate(leadInput),
    async (_req, res) => {
      const { body } = validated<typeof leadInput>(res.locals)
      const lead = await recordLead(db, body, { outbox: leadOutbox, mailer })
      res
        .status(lead.created ? 201 : 200)
        .json({ message: "Thank you. We'll call you at your preferred time." })
    },
  )
  return router
}

/** The call-back requests for staff, and a retry of one the CRM has not taken yet. */
export function leadsRouter({ db, leadOutbox }: ApiContext) {
  const router = Router()
  const audit = auditTrail(db)

  router.get('/leads', access('enquiries'), validate(paged), async (_req, res) => {
    const { query } = validated<typeof paged>(res.locals)
    const window = pageOf(query)
    sendPage(res, await listLeads(db, window), window)
  })

  router.post(
    '/leads/:id/retry',
    access('enquiries'),
    audit('retry', 'lead', { summary: () => 'Asked for it to be sent to the CRM again.' }),
    validate(byId),
    async (_req, res) => {
      const { params } = validated<typeof byId>(res.locals)
      if (!(await retryLead(db, params.id, leadOutbox))) throw notFound('Lead waiting to be forwarded')
      res.status(204).end()
    },
  )

  return router
}
