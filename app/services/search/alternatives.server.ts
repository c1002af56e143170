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
  const matches = await Promise.all(candidates.map((candidate) => findMatches(db, candidate.filters, today)))
  const found = candidates
    .map((candidate, index) => ({ ...candidate, matches: matches[index] ?? [] }))
    .filter((candidate) => candidate.matches.length > 0)
  const nearest = found[0]
  return {
    suggestions: found.map(({ matches: list, ...candidate }) => ({ ...candidate, count: list.length })),
    spotlight: nearest
      ? { filters: nearest.filters, packages: await withImages(db, nearest.matches.slice(0, SPOTLIGHT_SIZE)) }
      : null,
  }
}
