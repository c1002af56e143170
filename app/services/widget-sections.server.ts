import { asc, eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { widgetSections } from '#app/db/schema.server'
import type { WidgetSection } from '#app/lib/catalogue'
import type { WidgetSectionInput } from '#app/schemas/widget-section'

/** The home page's widget sections. Update and delete answer null or false for an unknown id. */

const toWidgetSection = (row: typeof widgetSections.$inferSelect): WidgetSection => ({
  id: row.id,
  title: row.title,
  widgetType: row.widgetType,
  widgetId: row.widgetId,
  position: row.position,
  isActive: row.isActive,
})

/** Widget sections in position order; the home page asks for the active ones only. */
export async function listWidgetSections(db: Database, options: { activeOnly?: boolean } = {}) {
  const rows = await db
    .select()
    .from(widgetSections)
    .where(options.activeOnly ? eq(widgetSections.isActive, true) : undefined)
    .orderBy(asc(widgetSections.position), asc(widgetSections.id))
  return rows.map(toWidgetSection)
}

export async function createWidgetSection(db: Database, input: WidgetSectionInput) {
  const [row] = await db.insert(widgetSections).values(input).returning()
  return row && toWidgetSection(row)
}

export async function updateWidgetSection(db: Database, id: number, input: WidgetSectionInput) {
  const [row] = await db.update(widgetSections).set(input).where(eq(widgetSections.id, id)).returning()
  return row ? toWidgetSection(row) : null
}

export async function deleteWidgetSection(db: Database, id: number) {
  return (
    (await db.delete(widgetSections).where(eq(widgetSections.id, id)).returning({ id: widgetSections.id }))
      .length > 0
  )
}
