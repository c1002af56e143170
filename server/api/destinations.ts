import { Router } from 'express'
import { DestinationInputSchema } from '#app/schemas/destination'
import {
  createDestination,
  DestinationInUse,
  DestinationNameTaken,
  deleteDestination,
  listDestinations,
  updateDestination,
} from '#app/services/destinations.server'
import { listDestinationImages } from '#app/services/images/images.server'
import { sharedWhenSuccessful } from '../shared-caching'
import type { ApiContext } from './context'
import { HttpError, notFound } from './http-error'
import { access } from './middleware/access'
import { auditTrail } from './middleware/audit'
import { validate, validated } from './middleware/validate'
import { IdParams } from './params'

const byId = { params: IdParams }
const newDestination = { body: DestinationInputSchema }
const changedDestination = { params: IdParams, body: DestinationInputSchema }

/** A second Rome in Italy is a 409 naming the first. */
const refuseTakenNames = <T>(write: Promise<T>) =>
  write.catch((error: unknown) => {
    throw error instanceof DestinationNameTaken ? new HttpError(409, error.message) : error
  })

export function destinationsRouter({ db, imageStorage }: ApiContext) {
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
      res.status(201).json(await refuseTakenNames(createDestination(db, body)))
    },
  )

  router.put(
    '/:id',
    access('catalogue'),
    audit('update', 'destination'),
    validate(changedDestination),
    async (_req, res) => {
      const { params, body } = validated<typeof changedDestination>(res.locals)
      const destination = await refuseTakenNames(updateDestination(db, params.id, body))
      if (!destination) throw notFound('Destination')
      res.json(destination)
    },
  )

  router.delete(
    '/:id',
    access('catalogue'),
    audit('delete', 'destination'),
    validate(byId),
    async (_req, res) => {
      const { params } = validated<typeof byId>(res.locals)
      const deleted = await deleteDestination(db, imageStorage, params.id).catch((error: unknown) => {
        if (!(error instanceof DestinationInUse)) throw error
        // Each package by its title, with its id in the path, as the import names its rows.
        const details = error.packages.map((pkg) => ({ path: `package ${pkg.id}`, message: pkg.title }))
        throw new HttpError(409, error.message, details)
      })
      if (!deleted) throw notFound('Destination')
      res.status(204).end()
    },
  )

  return router
}
