import { Router } from 'express'
import { DataSubjectQuerySchema } from '#app/schemas/privacy'
import { mailFolder } from '#app/services/mail/mail-files.server'
import { describeDataSubject, eraseDataSubject } from '#app/services/privacy/data-subject.server'
import type { ApiContext } from './context'
import { access } from './middleware/access'
import { auditTrail } from './middleware/audit'
import { validate, validated } from './middleware/validate'

const bySubject = { query: DataSubjectQuerySchema }

/**
 * A data subject's requests (decision 34): everything held on an address, and its erasure; the owner's alone
 * (decision 35). The activity log keeps that each happened, never the address.
 */
export function privacyRouter({ db, config }: ApiContext) {
  const router = Router()
  const audit = auditTrail(db)
  const exported = audit('export', 'data-subject', {
    summary: () => 'Downloaded everything held on one address.',
  })
  const erased = audit('erase', 'data-subject', { summary: () => 'Erased everything held on one address.' })

  router.get('/subject', access('privacy'), exported, validate(bySubject), async (_req, res) => {
    const { query } = validated<typeof bySubject>(res.locals)
    res.json(await describeDataSubject(db, query.email))
  })

  router.delete('/subject', access('privacy'), erased, validate(bySubject), async (_req, res) => {
    const { query } = validated<typeof bySubject>(res.locals)
    res.json(await eraseDataSubject(db, query.email, { mailFolder: mailFolder(config.DATA_DIR) }))
  })

  return router
}
