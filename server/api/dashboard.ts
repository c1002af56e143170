import { Router } from 'express'
import { adminSummary } from '#app/services/dashboard.server'
import type { ApiContext } from './context'
import { access } from './middleware/access'

/** The back office's at-a-glance figures, for staff only. */
export function dashboardRouter({ db, config }: ApiContext) {
  const router = Router()
  router.get('/summary', access('dashboard'), async (_req, res) => {
    res.json({ ...(await adminSummary(db)), crmConfigured: Boolean(config.CRM_WEBHOOK_URL) })
  })
  return router
}
