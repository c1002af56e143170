import { describe, expect, it } from 'vitest'
import { postalAddress } from './postal-address'

describe('postalAddress', () => {
  it('reads the street, the town beside the postcode and the postcode', () => {
    expect(postalAddress('Suite 4, 12 Fictional Row, Croydon CR0 1XX')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Suite 4, 12 Fictional Row',
      addressLocality: 'Croydon',
      postalCode: 'CR0 1XX',
      addressCountry: 'GB',
    })
    expect(postalAddress('Flat 2, 1 Quay Street, Newcastle upon Tyne NE1 3AF')).toMatchObject({
      streetAddress: 'Flat 2, 1 Quay Street',
      addressLocality: 'Newcastle upon Tyne',
      postalCode: 'NE1 3AF',
    })
  })

  it('finds the town in the part before a postcode that stands alone, and restores its space', () => {
    expect(postalAddress('1 High Street, London, sw1a1aa')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1 High Street',
      addressLocality: 'London',
      postalCode: 'SW1A 1AA',
      addressCountry: 'GB',
    })
  })

  it('names no town it cannot tell from the street', () => {
    expect(postalAddress('12 Fictional Row CR0 1XX')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '12 Fictional Row',
      postalCode: 'CR0 1XX',
      addressCountry: 'GB',
    })
    expect(postalAddress('Unit 2, Harbour Road, Croydon')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Unit 2, Harbour Road, Croydon',
      addressCountry: 'GB',
    })
    // 'Row 1AA' is no postcode: an outward code has a digit.
    expect(postalAddress('Suite 4, Fictional Row 1AA')).not.toHaveProperty('postalCode')
  })

  it('reads a long address in one pass', () => {
    // A pattern that retried its start at every space took seconds over this; the split takes a moment.
    const long = `Suite 4,${' '.repeat(200_000)}x`
    const started = performance.now()
    expect(postalAddress(long)).toMatchObject({ streetAddress: 'Suite 4, x' })
    expect(performance.now() - started).toBeLessThan(500)
  })
})
