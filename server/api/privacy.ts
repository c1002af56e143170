import { Router } from 'express'
import { DataSubjectQuerySchema } from '#app/schemas/privacy'
import { describeDataSubject, eraseDataSubject } from '#app/services/privacy/data-subject.server'
import type { ApiContext } from './context'
import { requireAdmin } from './middleware/admin-session'
import { validate, validated } from './middleware/validate'

const bySubject = { query: DataSubjectQuerySchema }

/**
 * A data subject's requests (decision 34): everything held on an address, and its erasure. Staff only; once
 * roles exist, the owner's alone.
 */
export function privacyRouter({ db }: ApiContext) {
  const router = Router()

  router.get('/subject', requireAdmin, validate(bySubject), async (_req, res) => {
    const { query } = validated<typeof bySubject>(res.locals)
    res.json(await describeDataSubject(db, query.email))
  })

  router.delete('/subject', validate(bySubject), async (_req, res) => {
    const { query } = validated<typeof bySubject>(res.locals)
    res.json({ erased: await eraseDataSubject(db, query.email) })
  })

  return router
}
