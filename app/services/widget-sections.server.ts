import { asc, eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { widgetSections } from '#app/db/schema.server'
import { toWidgetSection } from '#app/services/serialize.server'

/** Widget sections in position order; the home page asks for the active ones only. */
export async function listWidgetSections(db: Database, options: { activeOnly?: boolean } = {}) {
  const rows = await db
    .select()
    .from(widgetSections)
    .where(options.activeOnly ? eq(widgetSections.isActive, true) : undefined)
    .orderBy(asc(widgetSections.position), asc(widgetSections.id))
  return rows.map(toWidgetSection)
}
