import { describe, expect, it } from 'vitest'
import { reviewSummary } from './reviews'

const ratings = (...values: number[]) => values.map((rating) => ({ rating }))

describe('reviewSummary', () => {
  it('shows the average to one decimal out of five', () => {
    expect(reviewSummary(ratings(5, 4, 5, 4))).toEqual({
      count: 4,
      average: 4.5,
      averageLabel: '4.5/5',
      stars: 5,
    })
    expect(reviewSummary(ratings(5, 5, 4))).toEqual({
      count: 3,
      average: 4.7,
      averageLabel: '4.7/5',
      stars: 5,
    })
    expect(reviewSummary(ratings(4))).toEqual({ count: 1, average: 4, averageLabel: '4.0/5', stars: 4 })
  })

  it('rounds the stars to a whole number', () => {
    expect(reviewSummary(ratings(4, 4, 3)).stars).toBe(4)
    expect(reviewSummary(ratings(3, 4)).stars).toBe(4)
  })

  it('keeps the stars in line with a label that rounded up', () => {
    // A mean of 4.45 reads as 4.5, so it must show 5 stars rather than the 4 the raw mean would give.
    const borderline = reviewSummary(ratings(...Array(9).fill(5), ...Array(11).fill(4)))
    expect(borderline.averageLabel).toBe('4.5/5')
    expect(borderline.stars).toBe(5)
  })

  it('has no average without reviews', () => {
    expect(reviewSummary([])).toEqual({ count: 0, average: null, averageLabel: '', stars: 0 })
  })
})
