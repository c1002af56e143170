import { describe, expect, it } from 'vitest'
import { chartSeries, chartSummary } from './price-chart-data'
import { pricingTableGroups } from './pricing-groups'
import { MANCHESTER, option } from './test-options'

const groups = pricingTableGroups([
  option({ departureDate: '2027-06-10', price: '999.00', discountedPrice: '899.00' }),
  option({ departureDate: '2027-06-17', price: '1099.00', isAvailable: false }),
  option({ departureDate: '2027-06-24', price: '1199.00' }),
  option({ departureDate: '2027-06-12', price: '1049.00', airport: MANCHESTER }),
])

describe('the price chart', () => {
  it('draws one series per airport, with gaps for unavailable dates and the discounts beside', () => {
    const series = chartSeries(groups)
    expect(series.map((line) => line.name)).toEqual(['LGW - London Gatwick', 'MAN - Manchester'])
    expect(series[0]?.points.map((point) => [point.date, point.price, point.discounted])).toEqual([
      ['2027-06-10', 999, 899],
      ['2027-06-17', null, null],
      ['2027-06-24', 1199, null],
    ])
    expect(series[0]?.color).not.toBe(series[1]?.color)
  })

  it('sums the chart up in words, counting the price a visitor pays', () => {
    expect(chartSummary(groups)).toBe(
      'From £899.00 to £1,199.00 across 3 departures from 2 airports; cheapest 10 Jun 2027 from London Gatwick. ' +
        '1 departure discounted. 1 unavailable date shown as a gap.',
    )
  })

  it('gives one price when every departure costs the same', () => {
    const same = pricingTableGroups([
      option({ departureDate: '2027-06-10' }),
      option({ departureDate: '2027-06-11' }),
    ])
    expect(chartSummary(same)).toBe(
      'All at £999.00 across 2 departures from 1 airport; cheapest 10 Jun 2027 from London Gatwick.',
    )
  })

  it('says when there is nothing to chart or nothing to book', () => {
    expect(chartSummary([])).toBe('No departures to chart yet.')
    expect(
      chartSummary(pricingTableGroups([option({ departureDate: '2027-06-10', isAvailable: false })])),
    ).toBe('The only departure is unavailable.')
  })
})
