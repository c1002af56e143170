import { describe, expect, it } from 'vitest'
import { enteredList, enteredOrSample, enteredText, showsSamples } from './sample-facts'

describe('samples', () => {
  it('show on a draft’s preview only', () => {
    expect(showsSamples({ status: 'draft' })).toBe(true)
    expect(showsSamples({ status: 'published' })).toBe(false)
  })

  it('never replace what staff entered', () => {
    expect(enteredOrSample('Rome, Italy', 'Venice, Italy', true)).toEqual({
      value: 'Rome, Italy',
      sample: false,
    })
    expect(enteredOrSample('Rome, Italy', 'Venice, Italy', false)).toEqual({
      value: 'Rome, Italy',
      sample: false,
    })
  })

  it('stand in, marked, where samples may show, and otherwise the fact is left out', () => {
    expect(enteredOrSample(null, 'Venice, Italy', true)).toEqual({ value: 'Venice, Italy', sample: true })
    expect(enteredOrSample(null, 'Venice, Italy', false)).toBeNull()
  })

  it('count blank text and empty lists as not entered', () => {
    expect(enteredText('  ')).toBeNull()
    expect(enteredText(null)).toBeNull()
    expect(enteredText(' 4-star hotel ')).toBe('4-star hotel')
    expect(enteredList([])).toBeNull()
    expect(enteredList(['Flights'])).toEqual(['Flights'])
  })
})
