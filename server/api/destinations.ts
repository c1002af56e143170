import { Router } from 'express'
import { listDestinationImages, listDestinations } from '#app/services/destinations.server'
import type { ApiContext } from './context'
import { notFound } from './http-error'
import { validate, validated } from './middleware/validate'
import { IdParams } from './params'

const byId = { params: IdParams }

export function destinationsRouter({ db }: ApiContext) {
  const router = Router()

  router.get('/', async (_req, res) => {
    res.json(await listDestinations(db))
  })

  router.get('/:id/images', validate(byId), async (_req, res) => {
    const { params } = validated<typeof byId>(res.locals)
    const list = await listDestinationImages(db, params.id)
    if (!list) throw notFound('Destination')
    res.json(list)
  })

  return router
}
