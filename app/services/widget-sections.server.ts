import { asc, eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { widgetSections } from '#app/db/schema.server'
import type { WidgetSection } from '#app/lib/catalogue'
import { listMismatch } from '#app/lib/list-mismatch'
import { positionsInNewOrder } from '#app/lib/widget-order'
import { MAX_WIDGET_POSITION, type WidgetSectionInput } from '#app/schemas/widget-section'

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

/** A section's type, or null for an unknown id: what a write must be allowed to touch. */
export async function findWidgetSectionType(db: Database, id: number) {
  const [row] = await db
    .select({ widgetType: widgetSections.widgetType })
    .from(widgetSections)
    .where(eq(widgetSections.id, id))
  return row?.widgetType ?? null
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

/** Refused: a new order must name every widget section once, and no other. */
export class WidgetOrderMismatch extends Error {
  constructor({ unknown, missing }: { unknown: number[]; missing: number[] }) {
    const reasons = [
      unknown.length > 0 ? `no widget section has the id ${unknown.join(', ')}` : null,
      missing.length > 0 ? `the section ${missing.join(', ')} is missing` : null,
    ].filter(Boolean)
    super(`List every widget section once: ${reasons.join('; ') || 'a section is listed twice'}.`)
  }
}

/**
 * Puts every section in the order of `ids` (first on the home page first) in one transaction, so a
 * failure leaves the old order whole; answers the sections in their new order. Throws
 * `WidgetOrderMismatch` when `ids` does not list each section exactly once.
 */
export async function reorderWidgetSections(db: Database, ids: readonly number[]) {
  await db.transaction(async (tx) => {
    // Locked, so a move or delete made at the same moment waits rather than interleaving with this one.
    const rows = await tx
      .select({ id: widgetSections.id, position: widgetSections.position })
      .from(widgetSections)
      .for('update')
    const mismatch = listMismatch(
      ids,
      rows.map((row) => row.id),
    )
    if (mismatch) throw new WidgetOrderMismatch(mismatch)
    const positions = positionsInNewOrder(
      rows.map((row) => row.position),
      MAX_WIDGET_POSITION,
    )
    const before = new Map(rows.map((row) => [row.id, row.position]))
    for (const [index, id] of ids.entries()) {
      const position = positions[index]
      if (position === undefined || before.get(id) === position) continue
      await tx.update(widgetSections).set({ position }).where(eq(widgetSections.id, id))
    }
  })
  return listWidgetSections(db)
}
