import { describe, expect, it } from 'vitest'
import { amenityBadges, hotelAtAGlance, hotelHighlights, hotelSummary } from './hotel-highlights'

const prose =
  'A restored palazzo on the Grand Canal. Rooms look over the water and the rooftops. ' +
  'Short one. Breakfast is served on the terrace every morning! ' +
  `${'Very long sentence '.repeat(8)}end. Staff speak English? Gondola stop outside. The spa opens at nine. ` +
  'Bikes can be hired at reception.'

describe('hotelSummary', () => {
  it('takes the first sentence', () => {
    expect(hotelSummary(prose)).toBe('A restored palazzo on the Grand Canal.')
  })

  it('ignores bullet lines and has nothing to say without text', () => {
    expect(hotelSummary('- Rooftop pool\nBoutique hotel near the Duomo. Quiet rooms.')).toBe(
      'Boutique hotel near the Duomo.',
    )
    expect(hotelSummary(null)).toBeNull()
    expect(hotelSummary('   ')).toBeNull()
  })
})

describe('hotelHighlights', () => {
  it('takes bullet lines first, whatever the marker, at most five', () => {
    const text = 'Lovely hotel.\n- Rooftop pool\n* Free Wi-Fi\n• Near the Rialto\n-   \n- Spa\n- Bar\n- Gym'
    expect(hotelHighlights(text)).toEqual(['Rooftop pool', 'Free Wi-Fi', 'Near the Rialto', 'Spa', 'Bar'])
  })

  it('otherwise uses mid-length sentences after the summary, at most five', () => {
    expect(hotelHighlights(prose)).toEqual([
      'Rooms look over the water and the rooftops.',
      'Breakfast is served on the terrace every morning!',
      'Staff speak English?',
      'Gondola stop outside.',
      'The spa opens at nine.',
    ])
  })

  it('is empty without text', () => {
    expect(hotelHighlights(undefined)).toEqual([])
    expect(hotelHighlights('Only a summary here.')).toEqual([])
  })
})

describe('amenityBadges', () => {
  it('infers badges from keywords regardless of case and spelling', () => {
    expect(
      amenityBadges('Free WiFi, air-conditioned rooms, a RESTAURANT and a rooftop pool near the beach.'),
    ).toEqual(['Free Wi-Fi', 'Air Conditioning', 'Restaurant', 'Swimming Pool', 'Beach Access'])
  })

  it('says Wi-Fi is free only where the text does', () => {
    expect(amenityBadges('Wi-Fi in the lobby; cocktail bar on the terrace.')).toEqual(['Wi-Fi', 'Bar'])
    expect(amenityBadges('Rooms have free wifi.')).toEqual(['Free Wi-Fi'])
  })

  it('does not read a bar into barbecue or Barcelona', () => {
    expect(amenityBadges('Barbecue nights, day trips to Barcelona and a swimming pool.')).toEqual([
      'Swimming Pool',
    ])
  })

  it('infers nothing when the text names no amenity: SPEC’s defaults are samples, not facts', () => {
    expect(amenityBadges('A quiet family-run guesthouse.')).toEqual([])
    expect(amenityBadges(null)).toEqual([])
  })
})

describe('hotelAtAGlance', () => {
  it('shows what the text gives, with only the badges it names', () => {
    expect(hotelAtAGlance('A palazzo by the canal. Rooms have free wifi and a rooftop bar.', false)).toEqual({
      summary: 'A palazzo by the canal.',
      highlights: ['Rooms have free wifi and a rooftop bar.'],
      badges: { value: ['Free Wi-Fi', 'Bar'], sample: false },
    })
  })

  it('gives visitors nothing to draw without a text, and a draft’s preview the sample badges', () => {
    expect(hotelAtAGlance(null, false)).toBeNull()
    expect(hotelAtAGlance('', true)).toEqual({
      summary: null,
      highlights: [],
      badges: { value: ['Free Wi-Fi', 'Air Conditioning', '24/7 Reception'], sample: true },
    })
  })

  it('keeps a text that names no amenity, without badges, for visitors', () => {
    expect(hotelAtAGlance('A quiet family-run guesthouse.', false)).toEqual({
      summary: 'A quiet family-run guesthouse.',
      highlights: [],
      badges: null,
    })
  })
})
