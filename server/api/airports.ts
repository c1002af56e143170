import { Router } from 'express'
import { listAirports } from '#app/services/pricing/airports.server'
import { sharedWhenSuccessful } from '../shared-caching'
import type { ApiContext } from './context'
import { access } from './middleware/access'

export function airportsRouter({ db }: ApiContext) {
  const router = Router()
  router.get('/', access('anyone'), sharedWhenSuccessful, async (_req, res) => {
    res.json(await listAirports(db))
  })
  return router
}
