import { describe, expect, it } from 'vitest'
import { airportChoiceLabel, airportCodeLabel, airportGroupLabel } from './airport-labels'
import type { Airport } from './catalogue'

const GATWICK: Airport = { id: 1, code: 'LGW', name: 'London Gatwick', city: 'London' }
const BRISTOL: Airport = { id: 2, code: 'BRS', name: 'Bristol', city: null }

describe('airportChoiceLabel', () => {
  it("reads 'name (code)', as the calendar's dropdown and the search box offer airports", () => {
    expect(airportChoiceLabel(GATWICK)).toBe('London Gatwick (LGW)')
  })

  it('still names departures with no airport', () => {
    expect(airportChoiceLabel(null)).toBe('Airport to be confirmed')
  })
})

describe('airportCodeLabel', () => {
  it("reads 'code - name', without the city", () => {
    expect(airportCodeLabel(GATWICK)).toBe('LGW - London Gatwick')
  })
})

describe('airportGroupLabel', () => {
  it("reads 'code - name, city', the city only when there is one", () => {
    expect(airportGroupLabel(GATWICK)).toBe('LGW - London Gatwick, London')
    expect(airportGroupLabel(BRISTOL)).toBe('BRS - Bristol')
  })

  it('groups departures with no airport under All Airports (SPEC 2)', () => {
    expect(airportGroupLabel(null)).toBe('All Airports')
  })
})
