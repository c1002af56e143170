import type { SearchBoxOptions } from '#app/components/search/search-labels'
import type { Database } from '#app/db/client.server'
import { toIsoDate } from '#app/lib/dates'
import { loadSearchOptions } from './options.server'

export type RememberedSearchOptions = {
  /** Today's choices of the search box, read once and then kept until `forget` or the date changes. */
  load: (today?: Date) => Promise<SearchBoxOptions>
  /** Drops what is kept: the catalogue changed (decision 28's word reaches every server). */
  forget: () => void
}

/**
 * The search box's choices are the same for every visitor and every search of a day, and reading them is
 * three queries over the whole catalogue's prices, so each server keeps them (decision 43).
 */
export function rememberedSearchOptions(db: Database): RememberedSearchOptions {
  let kept: { day: string; options: Promise<SearchBoxOptions> } | undefined
  return {
    load: (today = new Date()) => {
      const day = toIsoDate(today)
      if (kept?.day === day) return kept.options
      const reading = { day, options: loadSearchOptions(db, today) }
      kept = reading
      // A failed read is not kept: the next page asks again.
      reading.options.catch(() => {
        if (kept === reading) kept = undefined
      })
      return reading.options
    },
    forget: () => {
      kept = undefined
    },
  }
}
