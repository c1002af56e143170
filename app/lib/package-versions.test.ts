import { describe, expect, it } from 'vitest'
import {
  changedParts,
  type PackageSnapshot,
  partText,
  VERSIONED_FIELDS,
  versionHeadline,
} from './package-versions'

const snapshot = (
  fields: Partial<PackageSnapshot['fields']> = {},
  features: PackageSnapshot['features'] = [],
): PackageSnapshot => ({
  fields: {
    ...(Object.fromEntries(VERSIONED_FIELDS.map((field) => [field, null])) as PackageSnapshot['fields']),
    title: 'Venice City Break',
    duration: 3,
    isFeatured: false,
    ...fields,
  },
  features,
})

describe('changedParts', () => {
  it('names nothing for a first version', () => {
    expect(changedParts(null, snapshot())).toEqual([])
  })

  it('names the fields that differ in the form’s order, then the features', () => {
    const before = snapshot({ basePrice: '399.00' }, [{ label: 'Flights', icon: 'plane' }])
    const after = snapshot({ basePrice: '429.00', title: 'Venice Escape' }, [
      { label: 'Flights', icon: 'train' },
    ])
    expect(changedParts(before, after)).toEqual(['title', 'basePrice', 'features'])
  })

  it('reads a field missing from an older snapshot as empty', () => {
    const before = snapshot()
    delete (before.fields as Partial<PackageSnapshot['fields']>).heroImageUrl
    expect(changedParts(before, snapshot())).toEqual([])
    expect(changedParts(before, snapshot({ heroImageUrl: '/uploads/a.jpg' }))).toEqual(['heroImageUrl'])
  })

  it('sees features reordered as a change', () => {
    const a = { label: 'A', icon: 'plane' }
    const b = { label: 'B', icon: 'plane' }
    expect(changedParts(snapshot({}, [a, b]), snapshot({}, [b, a]))).toEqual(['features'])
  })
})

describe('partText', () => {
  it('shows empty as nothing, flags in words and features one a line', () => {
    const shown = snapshot({ isFeatured: true }, [
      { label: 'Flights', icon: 'plane' },
      { label: 'Hotel', icon: 'hotel' },
    ])
    expect(partText(shown, 'subtitle')).toBe('')
    expect(partText(shown, 'isFeatured')).toBe('Yes')
    expect(partText(shown, 'duration')).toBe('3')
    expect(partText(shown, 'features')).toBe('Flights (plane)\nHotel (hotel)')
    expect(partText(null, 'title')).toBe('')
  })
})

describe('versionHeadline', () => {
  const base = { version: 2, createdAt: '2026-11-27T10:00:00.000Z', restoredFrom: null }
  const author = { id: 1, email: 'staff@example.com' }

  it('says what a version did', () => {
    expect(versionHeadline({ ...base, author, changed: ['title', 'features'] })).toBe(
      'Changed Title, Features',
    )
    expect(versionHeadline({ ...base, author, changed: ['title'], restoredFrom: 1 })).toBe(
      'Restored version 1: Title',
    )
    expect(versionHeadline({ ...base, version: 1, author, changed: [] })).toBe('First saved')
    expect(versionHeadline({ ...base, version: 1, author: null, changed: [] })).toBe(
      'As it was before versions were kept',
    )
  })
})
