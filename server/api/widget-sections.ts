import { Router } from 'express'
import { WidgetSectionInputSchema, WidgetSectionOrderSchema } from '#app/schemas/widget-section'
import {
  createWidgetSection,
  deleteWidgetSection,
  listWidgetSections,
  reorderWidgetSections,
  updateWidgetSection,
  WidgetOrderMismatch,
} from '#app/services/widget-sections.server'
import { sharedWhenSuccessful } from '../shared-caching'
import type { ApiContext } from './context'
import { HttpError } from './http-error'
import { validate, validated } from './middleware/validate'
import { rowsRouter } from './rows-router'

const newOrder = { body: WidgetSectionOrderSchema }

/** The home page's widget sections: a public list, and staff writes. */
export function widgetSectionsRouter({ db }: ApiContext) {
  const router = Router()
  router.get('/', sharedWhenSuccessful, async (_req, res) => {
    res.json(await listWidgetSections(db))
  })
  // Before the rows' PUT /:id, which would read 'order' as an id. One request, one transaction: a move
  // made of two writes could stop halfway and leave two sections at one position.
  router.put('/order', validate(newOrder), async (_req, res) => {
    const { body } = validated<typeof newOrder>(res.locals)
    const sections = await reorderWidgetSections(db, body.ids).catch((error: unknown) => {
      throw error instanceof WidgetOrderMismatch ? new HttpError(400, error.message) : error
    })
    res.json(sections)
  })
  router.use(
    rowsRouter({
      name: 'Widget section',
      schema: WidgetSectionInputSchema,
      create: (input) => createWidgetSection(db, input),
      update: (id, input) => updateWidgetSection(db, id, input),
      remove: (id) => deleteWidgetSection(db, id),
    }),
  )
  return router
}
