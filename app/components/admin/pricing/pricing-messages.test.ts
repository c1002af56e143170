import { describe, expect, it } from 'vitest'
import { createdMessage, importedCounts, importedMessage, updatedMessage } from './pricing-messages'

describe('pricing toasts', () => {
  it('count the options created, and the failures when some did not save', () => {
    expect(createdMessage(3, 0)).toBe('Successfully created 3 pricing options')
    expect(createdMessage(2, 1)).toBe('Successfully created 2 pricing options (1 failed)')
    expect(createdMessage(1, 0)).toBe('Successfully created 1 pricing option')
  })

  it('say what an edit did', () => {
    expect(updatedMessage({ updated: 2, created: 1, removed: 1, failed: 0 })).toBe(
      'Updated 2 pricing options, created 1, deleted 1',
    )
    expect(updatedMessage({ updated: 1, created: 0, removed: 0, failed: 2 })).toBe(
      'Updated 1 pricing option (2 failed)',
    )
  })

  it('word imports by airport and by replacing', () => {
    expect(importedMessage({ multiAirport: true, replaced: false })).toBe(
      'Multi-airport pricing data imported from CSV',
    )
    expect(importedMessage({ multiAirport: false, replaced: true })).toBe('Pricing data replaced from CSV')
    expect(importedCounts({ created: 3, updated: 1, unchanged: 2, removed: 0 })).toBe(
      '3 created, 1 updated, 2 unchanged, 0 removed',
    )
  })
})
