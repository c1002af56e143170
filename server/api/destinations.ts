import { Router } from 'express'
import { DestinationInputSchema } from '#app/schemas/destination'
import { createDestination, listDestinations, updateDestination } from '#app/services/destinations.server'
import { listDestinationImages } from '#app/services/images/images.server'
import { sharedWhenSuccessful } from '../shared-caching'
import type { ApiContext } from './context'
import { notFound } from './http-error'
import { access } from './middleware/access'
import { auditTrail } from './middleware/audit'
import { validate, validated } from './middleware/validate'
import { IdParams } from './params'

const byId = { params: IdParams }
const newDestination = { body: DestinationInputSchema }
const changedDestination = { params: IdParams, body: DestinationInputSchema }

export function destinationsRouter({ db }: ApiContext) {
  const router = Router()
  const audit = auditTrail(db)

  router.get('/', access('anyone'), sharedWhenSuccessful, async (_req, res) => {
    res.json(await listDestinations(db))
  })

  router.get('/:id/images', access('anyone'), sharedWhenSuccessful, validate(byId), async (_req, res) => {
    const { params } = validated<typeof byId>(res.locals)
    const list = await listDestinationImages(db, params.id)
    if (!list) throw notFound('Destination')
    res.json(list)
  })

  router.post(
    '/',
    access('catalogue'),
    audit('create', 'destination'),
    validate(newDestination),
    async (_req, res) => {
      const { body } = validated<typeof newDestination>(res.locals)
      res.status(201).json(await createDestination(db, body))
    },
  )

  router.put(
    '/:id',
    access('catalogue'),
    audit('update', 'destination'),
    validate(changedDestination),
    async (_req, res) => {
      const { params, body } = validated<typeof changedDestination>(res.locals)
      const destination = await updateDestination(db, params.id, body)
      if (!destination) throw notFound('Destination')
      res.json(destination)
    },
  )

  return router
}
