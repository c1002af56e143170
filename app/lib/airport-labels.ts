import type { Airport } from './catalogue'

export const ALL_AIRPORTS_LABEL = 'All Airports'

type NamedAirport = Pick<Airport, 'code' | 'name'>

/** The price calendar's dropdown and the search box: 'London Gatwick (LGW)'; no airport is still listed. */
export function airportChoiceLabel(airport: NamedAirport | null): string {
  return airport ? `${airport.name} (${airport.code})` : 'Airport to be confirmed'
}

/** 'LGW - London Gatwick', where the city would crowd the line (the price chart's legend, the /dev pages). */
export const airportCodeLabel = (airport: NamedAirport) => `${airport.code} - ${airport.name}`

/** The admin's pricing groups and lists: 'LGW - London Gatwick, London'; 'All Airports' for no airport (SPEC 2). */
export function airportGroupLabel(airport: Airport | null): string {
  if (!airport) return ALL_AIRPORTS_LABEL
  const label = airportCodeLabel(airport)
  return airport.city ? `${label}, ${airport.city}` : label
}
