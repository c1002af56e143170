import { eq, like, or } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { travelPackages } from '#app/db/schema.server'
import { slugify } from '#app/lib/slug'

export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>

/**
 * A slug made from the title by SPEC's rule, with -2, -3… added when another package has it. One of digits
 * alone ('2027') would be read as an id in /package/{slugOrId}, so it becomes 'package-2027'.
 */
export async function uniqueSlug(db: Executor, source: string, ignoreId?: number): Promise<string> {
  const made = slugify(source)
  const base = /^\d*$/.test(made) ? ['package', made].filter(Boolean).join('-') : made
  const taken = await db
    .select({ id: travelPackages.id, slug: travelPackages.slug })
    .from(travelPackages)
    .where(or(eq(travelPackages.slug, base), like(travelPackages.slug, `${base}-%`)))
  const used = new Set(taken.filter((row) => row.id !== ignoreId).map((row) => row.slug))
  if (!used.has(base)) return base
  let suffix = 2
  while (used.has(`${base}-${suffix}`)) suffix += 1
  return `${base}-${suffix}`
}
