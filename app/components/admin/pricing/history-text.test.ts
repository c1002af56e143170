import { describe, expect, it } from 'vitest'
import type { PriceSnapshot } from '#app/lib/catalogue'
import { changeText, describeHistory } from './history-text'
import type { PriceHistoryEntry } from './pricing-queries'

const airport = (id: number | null) => (id === null ? 'All Airports' : 'LGW - London Gatwick, London')
const snapshot: PriceSnapshot = {
  airportId: 1,
  departureDate: '2027-06-10',
  returnDate: null,
  price: '999.00',
  discountedPrice: null,
  availableSeats: 10,
  isAvailable: true,
}
const entry = (overrides: Partial<PriceHistoryEntry>): PriceHistoryEntry => ({
  id: 1,
  pricingOptionId: 7,
  action: 'update',
  adminEmail: 'admin@example.com',
  oldValues: snapshot,
  newValues: snapshot,
  createdAt: '2027-01-01T10:00:00Z',
  ...overrides,
})

describe('price history in words', () => {
  it('lists only the values an update changed, old to new', () => {
    const text = describeHistory(
      entry({ newValues: { ...snapshot, price: '899.00', isAvailable: false } }),
      airport,
    )
    expect(text.action).toBe('Updated')
    expect(text.subject).toBe('10 Jun 2027, LGW - London Gatwick, London')
    expect(text.changes.map(changeText)).toEqual([
      'Price: £999.00 → £899.00',
      'Status: Available → Unavailable',
    ])
  })

  it('lists the new values of a creation and the last values of a deletion', () => {
    const created = describeHistory(entry({ action: 'create', oldValues: null }), airport)
    expect(created.action).toBe('Created')
    expect(created.changes.map(changeText)).toContain('Price: £999.00')
    const deleted = describeHistory(entry({ action: 'delete', newValues: null }), airport)
    expect(deleted.action).toBe('Deleted')
    expect(deleted.changes.map(changeText)).toContain('Seats: was 10')
  })

  it('tells the kinds of import apart', () => {
    expect(describeHistory(entry({ action: 'import', oldValues: null }), airport).action).toBe(
      'Created by import',
    )
    expect(describeHistory(entry({ action: 'import' }), airport).action).toBe('Updated by import')
    expect(describeHistory(entry({ action: 'import', newValues: null }), airport).action).toBe(
      'Removed by import',
    )
  })
})
