import { sql } from 'drizzle-orm'
import { Router } from 'express'
import type { ApiContext } from './context'

export function healthRouter({ db }: ApiContext) {
  const router = Router()
  router.get('/health', async (req, res) => {
    try {
      await db.execute(sql`select 1`)
      res.json({ status: 'ok' })
    } catch (error) {
      req.log?.warn({ err: error }, 'health check: database not answering')
      res.status(503).json({ status: 'unavailable', error: 'The database is not answering.' })
    }
  })
  return router
}
