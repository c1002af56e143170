import { asc, desc, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { travelPackages } from '#app/db/schema.server'

/**
 * Featured packages first, in the order staff set for the home page, then the others by id: every list that
 * puts featured packages first agrees with the home page, and ends on the id, so pages never overlap.
 */
export const FEATURED_FIRST = [
  desc(travelPackages.isFeatured),
  asc(travelPackages.featuredPosition),
  asc(travelPackages.id),
]

/**
 * Numbers the featured packages 1, 2, 3… in their present order, where those without a place yet (just
 * featured, or featured before staff ever ordered them, whose null PostgreSQL sorts last) come after the
 * placed ones, by id: so featuring a package puts it at the end of the home page's offers (decision 56).
 */
export async function renumberFeaturedPositions(db: Pick<Database, 'execute'>) {
  await db.execute(sql`
    update ${travelPackages} set featured_position = ranked.place
    from (
      select id, row_number() over (order by featured_position asc nulls last, id asc) as place
      from ${travelPackages} where is_featured
    ) as ranked
    where ${travelPackages.id} = ranked.id and ${travelPackages.featuredPosition} is distinct from ranked.place`)
}

/**
 * What saving `isFeatured` does to a package's place: taken off the home page, it leaves the staff order, so
 * featured again it joins at the end. Every write of the flag spreads this and then renumbers.
 */
export const featuredPlaceOnSave = (isFeatured: unknown) => (isFeatured ? {} : { featuredPosition: null })
