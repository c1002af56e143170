import { describe, expect, it } from 'vitest'
import { featureIcon } from '#app/components/package/feature-icons'

describe('featureIcon', () => {
  it('uses the icon staff picked from the admin list', () => {
    expect(featureIcon({ icon: 'coffee', label: 'Daily breakfast' })).toBe('coffee')
    expect(featureIcon({ icon: ' Plane ', label: 'Return flights' })).toBe('plane')
  })

  it.each([
    ['Direct flights from London', 'plane'],
    ['Rooftop swimming pool', 'pool'],
    ['Free Wi-Fi throughout', 'wifi'],
    ['Steps from the beach', 'beach'],
    ['Boutique hotel', 'hotel'],
    ['Half board meals', 'food'],
    ['Flexible dates', 'calendar'],
  ])('finds SPEC’s icon from keywords in "%s"', (label, icon) => {
    expect(featureIcon({ icon: 'unknown', label })).toBe(icon)
  })

  it('falls back to a tick', () => {
    expect(featureIcon({ icon: '', label: 'Guided walking tour' })).toBe('check')
  })
})
