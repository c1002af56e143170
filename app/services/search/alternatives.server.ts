import type { Database } from '#app/db/client.server'
import { type Alternatives, relaxations } from '#app/lib/package-search'
import type { PackageSearch } from '#app/schemas/package-search'
import { findMatches } from './matches.server'
import { withImages } from './package-search.server'

const SPOTLIGHT_SIZE = 3

/** What to offer when a search finds nothing, so the page is never a dead end. */
export async function findAlternatives(
  db: Database,
  filters: PackageSearch,
  today = new Date(),
): Promise<Alternatives> {
  const candidates = relaxations(filters)
  // Each suggestion needs its count and the nearest its first few packages: one short page of each.
  const spotlightPage = { limit: SPOTLIGHT_SIZE, offset: 0 }
  const searched = await Promise.all(
    candidates.map(async (candidate) => ({
      ...candidate,
      outcome: await findMatches(db, candidate.filters, today, spotlightPage),
    })),
  )
  const found = searched.filter((candidate) => candidate.outcome.total > 0)
  const nearest = found[0]
  return {
    suggestions: found.map(({ outcome, ...candidate }) => ({ ...candidate, count: outcome.total })),
    spotlight: nearest
      ? { filters: nearest.filters, packages: await withImages(db, nearest.outcome.matches) }
      : null,
  }
}
