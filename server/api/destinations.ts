import { Router } from 'express'
import { DestinationInputSchema } from '#app/schemas/destination'
import { createDestination, listDestinations, updateDestination } from '#app/services/destinations.server'
import { listDestinationImages } from '#app/services/images/images.server'
import { sharedWhenSuccessful } from '../shared-caching'
import type { ApiContext } from './context'
import { notFound } from './http-error'
import { validate, validated } from './middleware/validate'
import { IdParams } from './params'

const byId = { params: IdParams }
const newDestination = { body: DestinationInputSchema }
const changedDestination = { params: IdParams, body: DestinationInputSchema }

export function destinationsRouter({ db }: ApiContext) {
  const router = Router()

  router.get('/', sharedWhenSuccessful, async (_req, res) => {
    res.json(await listDestinations(db))
  })

  router.get('/:id/images', sharedWhenSuccessful, validate(byId), async (_req, res) => {
    const { params } = validated<typeof byId>(res.locals)
    const list = await listDestinationImages(db, params.id)
    if (!list) throw notFound('Destination')
    res.json(list)
  })

  router.post('/', validate(newDestination), async (_req, res) => {
    const { body } = validated<typeof newDestination>(res.locals)
    res.status(201).json(await createDestination(db, body))
  })

  router.put('/:id', validate(changedDestination), async (_req, res) => {
    const { params, body } = validated<typeof changedDestination>(res.locals)
    const destination = await updateDestination(db, params.id, body)
    if (!destination) throw notFound('Destination')
    res.json(destination)
  })

  return router
}
