import type { SearchBoxOptions } from '#app/components/home-widgets/search-box'
import type { Database } from '#app/db/client.server'
import { nextTwelveMonths } from '#app/lib/search-options'
import { listAirports } from './airports.server'
import { listDestinations } from './destinations.server'

/** The choices of the holiday search box. */
export async function loadSearchOptions(db: Database, today = new Date()): Promise<SearchBoxOptions> {
  const [destinations, airports] = await Promise.all([listDestinations(db), listAirports(db)])
  return { destinations, airports, months: nextTwelveMonths(today) }
}
