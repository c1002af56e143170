import { describe, expect, it } from 'vitest'
import type { ImportAnswer } from '#app/lib/pricing-import'
import { previewHeading, previewLines } from './import-preview'

const answer = (overrides: Partial<ImportAnswer> = {}): ImportAnswer => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  removed: 0,
  errors: 0,
  dryRun: true,
  replaceExisting: false,
  ...overrides,
})

describe('previewHeading', () => {
  it('says what the import would do', () => {
    expect(previewHeading(answer({ created: 1, updated: 2, unchanged: 3 }))).toBe(
      'Preview: 1 to create, 2 to update, 3 unchanged, 0 to remove',
    )
  })

  it('says how many rows stop the import, not that it failed', () => {
    expect(previewHeading(answer({ created: 4, errors: 1 }))).toBe(
      "This file can't be imported yet: 1 row needs fixing",
    )
    expect(previewHeading(answer({ errors: 3 }))).toBe("This file can't be imported yet: 3 rows need fixing")
  })
})

describe('previewLines', () => {
  it('shows each change before and after, a removed discount as removed, and the deletions last', () => {
    const lines = previewLines(
      answer({
        rows: [
          {
            row: 2,
            airport: 'LGW',
            departureDate: '2031-06-01',
            action: 'update',
            values: { price: '829.00', discountedPrice: null, availableSeats: 10, isAvailable: true },
            changes: [
              { field: 'price', before: '799.00', after: '829.00' },
              { field: 'discountedPrice', before: '649.00', after: null },
            ],
          },
          {
            row: 3,
            airport: null,
            departureDate: '2031-06-15',
            action: 'create',
            values: { price: '899.00', discountedPrice: '849.00', availableSeats: null, isAvailable: true },
          },
          {
            row: 4,
            airport: 'XYZ',
            departureDate: '31/02/2031',
            action: 'error',
            message: 'Unknown airport',
          },
        ],
        removals: [{ airport: 'LGW', departureDate: '2031-06-08', price: '799.00' }],
      }),
    )
    expect(lines.map(({ row, airport, departure, result }) => [row, airport, departure, result])).toEqual([
      ['2', 'LGW', '01 Jun 2031', 'Changed'],
      ['3', 'None', '15 Jun 2031', 'New'],
      ['4', 'XYZ', '31/02/2031', 'Needs fixing'],
      ['', 'LGW', '08 Jun 2031', 'Deleted'],
    ])
    expect(lines[0]?.values).toEqual([
      { label: 'Price', value: '£829.00', was: '£799.00', removed: false },
      { label: 'Discount', value: 'removed', was: '£649.00', removed: true },
    ])
    expect(lines[1]?.values).toEqual([
      { label: 'Price', value: '£899.00' },
      { label: 'Discount', value: '£849.00' },
    ])
    expect(lines[2]?.message).toBe('Unknown airport')
  })
})
