import { eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { destinations, travelPackages } from '#app/db/schema.server'
import type { PackageSnapshot } from '#app/lib/package-versions'
import { featuredPlaceOnSave, renumberFeaturedPositions } from './featured-first.server'
import { type Executor, uniqueSlug } from './unique-slug.server'

/**
 * Writes kept fields back onto a package (a restored version, published pending changes; decision 58). A
 * slug another package has taken since gets -2, -3… as any new slug would. Answers why it cannot, in words
 * for staff, when the fields name a destination deleted since; then nothing is written.
 */
export async function applyFields(
  tx: Executor & Pick<Database, 'execute'>,
  packageId: number,
  fields: PackageSnapshot['fields'],
  { source }: { source: string },
): Promise<string | null> {
  const destinationId = fields.destinationId as number | null
  if (destinationId !== null) {
    const [destination] = await tx
      .select({ id: destinations.id })
      .from(destinations)
      .where(eq(destinations.id, destinationId))
    if (!destination) return `The destination of ${source} has been deleted since. Edit the package instead.`
  }
  const slug = await uniqueSlug(tx, String(fields.slug), packageId)
  await tx
    .update(travelPackages)
    .set({
      ...(fields as Partial<typeof travelPackages.$inferInsert>),
      slug,
      pendingChanges: null,
      ...featuredPlaceOnSave(fields.isFeatured),
    })
    .where(eq(travelPackages.id, packageId))
  if (fields.isFeatured) await renumberFeaturedPositions(tx)
  return null
}
