import { describe, expect, it } from 'vitest'
import { capitalise, nightsLabel, whatsIncludedList } from './package-text'

describe('whatsIncludedList', () => {
  it('splits on line breaks and removes bullets and blank lines', () => {
    expect(whatsIncludedList('* Return flights\r\n- 4 nights B&B\n\n   \n*Transfers  ')).toEqual([
      'Return flights',
      '4 nights B&B',
      'Transfers',
    ])
  })

  it('splits on break tags in any of their spellings', () => {
    expect(whatsIncludedList('Flights<br>Hotel<br/>Transfers<BR />ATOL Protection')).toEqual([
      'Flights',
      'Hotel',
      'Transfers',
      'ATOL Protection',
    ])
  })

  it('keeps the stars of Markdown emphasis that opens a line, taking off only a bullet before it', () => {
    expect(whatsIncludedList('**Free** transfers\n* *Daily* breakfast\n*Spa access')).toEqual([
      '**Free** transfers',
      '*Daily* breakfast',
      'Spa access',
    ])
  })

  it('keeps hyphens inside an item', () => {
    expect(whatsIncludedList('- Half-board meals')).toEqual(['Half-board meals'])
  })

  it('is empty without text, so the page can use the default list', () => {
    expect(whatsIncludedList(null)).toEqual([])
    expect(whatsIncludedList('<br>\n')).toEqual([])
  })
})

describe('capitalise', () => {
  it('upper-cases only the first letter', () => {
    expect(capitalise('half-board')).toBe('Half-board')
    expect(capitalise('bed and Breakfast')).toBe('Bed and Breakfast')
    expect(capitalise('')).toBe('')
  })
})

describe('nightsLabel', () => {
  it('uses the singular only for one night', () => {
    expect(nightsLabel(1)).toBe('1 night')
    expect(nightsLabel(5)).toBe('5 nights')
    expect(nightsLabel(0)).toBe('0 nights')
  })
})
