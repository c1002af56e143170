import type { Airport } from './catalogue'

export const ALL_AIRPORTS_LABEL = 'All Airports'

/** The price calendar's dropdown: 'London Gatwick (LGW)'; departures with no airport are still listed. */
export function airportChoiceLabel(airport: Airport | null): string {
  return airport ? `${airport.name} (${airport.code})` : 'Airport to be confirmed'
}

/** The admin's pricing groups and lists: 'LGW - London Gatwick, London'; 'All Airports' for no airport (SPEC 2). */
export function airportGroupLabel(airport: Airport | null): string {
  if (!airport) return ALL_AIRPORTS_LABEL
  const name = airport.city ? `${airport.name}, ${airport.city}` : airport.name
  return `${airport.code} - ${name}`
}
