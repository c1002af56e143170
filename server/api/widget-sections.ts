import { WidgetSectionInputSchema } from '#app/schemas/widget-section'
import {
  createWidgetSection,
  deleteWidgetSection,
  listWidgetSections,
  updateWidgetSection,
} from '#app/services/widget-sections.server'
import { sharedWhenSuccessful } from '../shared-caching'
import type { ApiContext } from './context'
import { rowsRouter } from './rows-router'

/** The home page's widget sections: a public list, and staff writes. */
export function widgetSectionsRouter({ db }: ApiContext) {
  const router = rowsRouter({
    name: 'Widget section',
    schema: WidgetSectionInputSchema,
    create: (input) => createWidgetSection(db, input),
    update: (id, input) => updateWidgetSection(db, id, input),
    remove: (id) => deleteWidgetSection(db, id),
  })
  router.get('/', sharedWhenSuccessful, async (_req, res) => {
    res.json(await listWidgetSections(db))
  })
  return router
}
