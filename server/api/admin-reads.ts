import { Router } from 'express'
import { adminSummary, listLeads, listSignups, retryLead, signupsCsv } from '#app/services/admin-reads.server'
import type { ApiContext } from './context'
import { notFound } from './http-error'
import { requireAdmin } from './middleware/admin-session'
import { validate, validated } from './middleware/validate'
import { IdParams } from './params'

const byId = { params: IdParams }

/** What visitors sent us, for staff only: leads, newsletter sign-ups and the dashboard summary. */
export function adminReadsRouter({ db, config, leadOutbox }: ApiContext) {
  const router = Router()

  router.get('/leads', requireAdmin, async (_req, res) => {
    res.json(await listLeads(db))
  })

  router.post('/leads/:id/retry', validate(byId), async (_req, res) => {
    const { params } = validated<typeof byId>(res.locals)
    if (!(await retryLead(db, params.id))) throw notFound('Lead waiting to be forwarded')
    leadOutbox?.kick()
    res.status(204).end()
  })

  router.get('/email-signups', requireAdmin, async (_req, res) => {
    res.json(await listSignups(db))
  })

  router.get('/email-signups/export.csv', requireAdmin, async (_req, res) => {
    const day = new Date().toISOString().slice(0, 10)
    res
      .attachment(`newsletter-signups-${day}.csv`)
      .type('text/csv; charset=utf-8')
      .send(await signupsCsv(db))
  })

  router.get('/admin/summary', requireAdmin, async (_req, res) => {
    res.json({ ...(await adminSummary(db)), crmConfigured: Boolean(config.CRM_WEBHOOK_URL) })
  })

  return router
}
