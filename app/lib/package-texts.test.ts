import { describe, expect, it } from 'vitest'
import { hotelAtAGlance } from './hotel-highlights'
import { includedHtml, packageTexts } from './package-texts'

const texts = {
  description: 'A **slow** week in Venice.',
  itinerary: null,
  accommodationDetails:
    '## Your hotel\nA **restored** palazzo by the [Rialto](https://example.com). Rooms have *free wifi* and a view.\n\n- Rooftop **bar**\n- Canal-view rooms',
  additionalInfo: '  ',
  whatsIncluded: '* **Free** transfers\n- Flights\nFlights',
}

describe('packageTexts', () => {
  it('renders each long text as HTML, and an empty one as nothing', () => {
    const { html } = packageTexts(texts, false)
    expect(html.description).toBe('<p>A <strong>slow</strong> week in Venice.</p>\n')
    expect(html.accommodationDetails).toContain('<h5>Your hotel</h5>')
    expect(html.itinerary).toBe('')
    expect(html.additionalInfo).toBe('')
  })

  it('reads Hotel Highlights from the words, not the Markdown', () => {
    const glance = hotelAtAGlance(packageTexts(texts, false).accommodationPlainText, false)
    expect(glance?.summary).toBe('A restored palazzo by the Rialto.')
    expect(glance?.highlights).toEqual(['Rooftop bar', 'Canal-view rooms'])
    expect(glance?.badges?.value).toEqual(['Free Wi-Fi', 'Bar'])
  })

  it('gives the description without Markdown for the meta description', () => {
    expect(packageTexts(texts, false).descriptionPlainText).toBe('A slow week in Venice.')
  })
})

describe('includedHtml', () => {
  it('lists each line once, its bullet taken off and its bold kept', () => {
    expect(includedHtml(texts.whatsIncluded, false)).toEqual({
      value: ['<strong>Free</strong> transfers', 'Flights'],
      sample: false,
    })
  })

  it('shows the sample list only where samples show', () => {
    expect(includedHtml('', false)).toBeNull()
    expect(includedHtml('', true)?.sample).toBe(true)
  })
})
