import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Destination } from '#app/lib/catalogue'
import { inclusions } from '#app/lib/package-text'
import { AboutPackage } from './about-package'
import { DestinationCard } from './destination-card'
import { FeatureTiles } from './feature-tiles'
import { HotelAmenities } from './hotel-amenities'
import { WhatsIncluded } from './whats-included'

/** Decision 50: visitors read only what staff entered; a draft's preview shows SPEC's samples, marked. */

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
const samplesIn = (html: string) => html.match(/data-sample="true"/g)?.length ?? 0

const bare = { duration: 4, destination: null, accommodationType: null, boardType: '  ' }

describe('About This Package', () => {
  it('shows visitors only the facts entered, with no sample', () => {
    const html = renderToStaticMarkup(<AboutPackage pkg={{ ...bare, status: 'published' }} />)
    expect(text(html)).toBe('About This Package Duration 4 nights')
    expect(samplesIn(html)).toBe(0)
  })

  it('fills the gaps on a draft’s preview with SPEC’s samples, each marked', () => {
    const html = renderToStaticMarkup(<AboutPackage pkg={{ ...bare, status: 'draft' }} />)
    expect(text(html)).toContain('Venice, Italy Sample')
    expect(text(html)).toContain('4-star hotel Sample')
    expect(text(html)).toContain('Bed and breakfast Sample')
    expect(samplesIn(html)).toBe(3)
  })

  it('shows what staff entered as it is, on a draft too', () => {
    const rome: Destination = { id: 1, name: 'Rome', country: 'Italy', description: null }
    const html = renderToStaticMarkup(
      <AboutPackage
        pkg={{
          duration: 3,
          destination: rome,
          accommodationType: 'Villa',
          boardType: 'half board',
          status: 'draft',
        }}
      />,
    )
    expect(text(html)).toBe(
      'About This Package Duration 3 nights Destination Rome, Italy Accommodation Villa Board Half board',
    )
  })
})

describe('the feature tiles, the What’s Included list and the hotel’s amenities', () => {
  it('are not drawn for visitors when staff entered none', () => {
    expect(renderToStaticMarkup(<FeatureTiles features={[]} samples={false} />)).toBe('')
    expect(renderToStaticMarkup(<WhatsIncluded included={inclusions(null, false)} />)).toBe('')
    expect(
      renderToStaticMarkup(
        <HotelAmenities amenities={[]} accommodationDetails="A quiet guesthouse." samples={false} />,
      ),
    ).toBe('')
  })

  it('are SPEC’s samples, marked, on a draft’s preview', () => {
    const tiles = renderToStaticMarkup(<FeatureTiles features={[]} samples />)
    expect(text(tiles)).toContain('Direct Flights')
    expect(samplesIn(tiles)).toBe(1)
    const included = renderToStaticMarkup(<WhatsIncluded included={inclusions('', true)} />)
    expect(text(included)).toContain('Return flights')
    expect(samplesIn(included)).toBe(1)
    const amenities = renderToStaticMarkup(
      <HotelAmenities amenities={[]} accommodationDetails={null} samples />,
    )
    expect(text(amenities)).toContain('Free Wi-Fi')
    expect(samplesIn(amenities)).toBe(1)
  })

  it('show what the staff’s own text names, unmarked', () => {
    const amenities = renderToStaticMarkup(
      <HotelAmenities amenities={[]} accommodationDetails="A rooftop pool and a bar." samples={false} />,
    )
    expect(text(amenities)).toBe('Hotel Amenities Included: Swimming Pool Included: Bar')
  })
})

describe('Perfect Location', () => {
  it('says of a destination without a description only what staff entered', () => {
    const html = renderToStaticMarkup(
      <DestinationCard destination={{ id: 1, name: 'Lake Garda', country: 'Italy', description: null }} />,
    )
    expect(text(html)).toBe(
      'Perfect Location in Lake Garda This break is based in Lake Garda, Italy. Our travel advisors will gladly tell you more about the area before you book.',
    )
  })
})
