import { airportChoiceLabel } from '#app/lib/airport-labels'
import type { Airport, Destination } from '#app/lib/catalogue'
import { activeFields } from '#app/lib/package-search'
import { DURATION_BANDS, monthLabel } from '#app/lib/search-options'
import type { PackageSearch, SearchField } from '#app/schemas/package-search'

/** The choices the search box offers, from the data (see `loadSearchOptions`). */
export type SearchBoxOptions = {
  destinations: Destination[]
  airports: Airport[]
  months: { value: string; label: string }[]
}

export type Choice = { value: string; label: string }

export const FIELD_LABELS: Record<SearchField, string> = {
  destination: 'Destination',
  month: 'Month',
  duration: 'Duration',
  airport: 'Departure Airport',
}

export function searchChoices(options: SearchBoxOptions): Record<SearchField, readonly Choice[]> {
  return {
    destination: options.destinations.map((destination) => ({
      value: String(destination.id),
      label: destination.name,
    })),
    month: options.months,
    duration: DURATION_BANDS,
    airport: options.airports.map((airport) => ({
      value: airport.code,
      label: airportChoiceLabel(airport),
    })),
  }
}

/** How a chosen filter reads on the page; a value the options no longer hold still reads sensibly. */
export function filterLabel(field: SearchField, value: string | number, options: SearchBoxOptions): string {
  const text = String(value)
  const offered = searchChoices(options)[field].find((choice) => choice.value === text)
  if (offered) return offered.label
  return field === 'month' ? monthLabel(text) : text
}

/** 'Venice · May 2027 · Manchester (MAN)'; empty for no filters. */
export function describeSearch(filters: PackageSearch, options: SearchBoxOptions): string {
  return activeFields(filters)
    .map((field) => filterLabel(field, filters[field] ?? '', options))
    .join(' · ')
}
