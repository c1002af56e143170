import { type Response, Router } from 'express'
import {
  RAW_HTML_TYPE,
  type WidgetSectionInput,
  WidgetSectionInputSchema,
  WidgetSectionOrderSchema,
} from '#app/schemas/widget-section'
import {
  createWidgetSection,
  deleteWidgetSection,
  findWidgetSectionType,
  listWidgetSections,
  reorderWidgetSections,
  updateWidgetSection,
  WidgetOrderMismatch,
} from '#app/services/widget-sections.server'
import { sharedWhenSuccessful } from '../shared-caching'
import type { ApiContext } from './context'
import { HttpError } from './http-error'
import { access, requirePermission } from './middleware/access'
import { auditTrail } from './middleware/audit'
import { validate, validated } from './middleware/validate'
import { rowsRouter } from './rows-router'

const newOrder = { body: WidgetSectionOrderSchema }

/** The home page's widget sections: a public list, and staff writes. */
export function widgetSectionsRouter({ db }: ApiContext) {
  const router = Router()
  const audit = auditTrail(db)

  /** Editors write every section but raw HTML, whose code runs on every visitor's page: that is the owner's. */
  async function refuseRawHtmlToEditors(res: Response, write: { id?: number; input?: WidgetSectionInput }) {
    const stored = write.id === undefined ? null : await findWidgetSectionType(db, write.id)
    if (write.input?.widgetType === RAW_HTML_TYPE || stored === RAW_HTML_TYPE)
      requirePermission(res, 'rawHtml')
  }

  router.get('/', access('anyone'), sharedWhenSuccessful, async (_req, res) => {
    res.json(await listWidgetSections(db))
  })
  // Before the rows' PUT /:id, which would read 'order' as an id. One request, one transaction: a move
  // made of two writes could stop halfway and leave two sections at one position. A new order changes no
  // section's content, so editors may move raw HTML sections too.
  router.put(
    '/order',
    access('catalogue'),
    audit('reorder', 'widget-section', {
      summary: (sections) => `New order: ${(sections as { title: string }[]).map((s) => s.title).join(', ')}`,
    }),
    validate(newOrder),
    async (_req, res) => {
      const { body } = validated<typeof newOrder>(res.locals)
      const sections = await reorderWidgetSections(db, body.ids).catch((error: unknown) => {
        throw error instanceof WidgetOrderMismatch ? new HttpError(400, error.message) : error
      })
      res.json(sections)
    },
  )
  router.use(
    rowsRouter({
      name: 'Widget section',
      permission: 'catalogue',
      thing: 'widget-section',
      audit,
      schema: WidgetSectionInputSchema,
      create: (input) => createWidgetSection(db, input),
      update: (id, input) => updateWidgetSection(db, id, input),
      remove: (id) => deleteWidgetSection(db, id),
      check: refuseRawHtmlToEditors,
    }),
  )
  return router
}
