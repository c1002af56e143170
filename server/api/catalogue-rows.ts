import { Router } from 'express'
import { FeatureInputSchema } from '#app/schemas/feature'
import { ReviewInputSchema } from '#app/schemas/review'
import { WidgetSectionInputSchema } from '#app/schemas/widget-section'
import {
  createFeature,
  createReview,
  createWidgetSection,
  deleteFeature,
  deleteReview,
  deleteWidgetSection,
  updateFeature,
  updateReview,
  updateWidgetSection,
} from '#app/services/catalogue-writes.server'
import { listWidgetSections } from '#app/services/widget-sections.server'
import { sharedWhenSuccessful } from '../shared-caching'
import type { ApiContext } from './context'
import { mount } from './route-list'
import { rowsRouter } from './rows-router'

/** Reviews, package features and home widget sections: rows with nothing beyond their schema. */
export function catalogueRowsRouter({ db }: ApiContext) {
  const router = Router()
  mount(
    router,
    '/reviews',
    rowsRouter({
      name: 'Review',
      schema: ReviewInputSchema,
      create: (input) => createReview(db, input),
      update: (id, input) => updateReview(db, id, input),
      remove: (id) => deleteReview(db, id),
    }),
  )
  mount(
    router,
    '/package-features',
    rowsRouter({
      name: 'Feature',
      schema: FeatureInputSchema,
      create: (input) => createFeature(db, input),
      update: (id, input) => updateFeature(db, id, input),
      remove: (id) => deleteFeature(db, id),
    }),
  )
  const widgetSections = rowsRouter({
    name: 'Widget section',
    schema: WidgetSectionInputSchema,
    create: (input) => createWidgetSection(db, input),
    update: (id, input) => updateWidgetSection(db, id, input),
    remove: (id) => deleteWidgetSection(db, id),
  })
  widgetSections.get('/', sharedWhenSuccessful, async (_req, res) => {
    res.json(await listWidgetSections(db))
  })
  mount(router, '/widget-sections', widgetSections)
  return router
}
