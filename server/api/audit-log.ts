import { Router } from 'express'
import { AuditLogQuerySchema } from '#app/schemas/staff'
import { listAuditLog } from '#app/services/audit/audit-log.server'
import type { ApiContext } from './context'
import { access } from './middleware/access'
import { validate, validated } from './middleware/validate'

const auditQuery = { query: AuditLogQuerySchema }

/** GET /audit-log: who did what, newest first, for owners. */
export function auditLogRouter({ db }: ApiContext) {
  const router = Router()
  router.get('/', access('auditLog'), validate(auditQuery), async (_req, res) => {
    const { query } = validated<typeof auditQuery>(res.locals)
    res.json(await listAuditLog(db, query))
  })
  return router
}
