import { describe, expect, it } from 'vitest'
import { MONTH_MESSAGE, PackageSearchSchema, readPackageSearch } from './package-search'

describe('PackageSearchSchema', () => {
  it('reads every filter from query text and treats blanks as no filter', () => {
    expect(
      PackageSearchSchema.parse({ destination: '3', month: '2027-05', duration: '14+', airport: ' lgw ' }),
    ).toEqual({ destination: 3, month: '2027-05', duration: '14+', airport: 'LGW' })
    expect(PackageSearchSchema.parse({ destination: '', month: ' ', utm_source: 'mail' })).toEqual({})
  })

  it.each([
    [{ month: '2027-13' }, MONTH_MESSAGE],
    [{ month: '05/2027' }, MONTH_MESSAGE],
    [{ airport: 'XY1' }, 'Unknown airport code "XY1"'],
    [{ duration: '5' }, 'Choose a duration of 2-3, 4-6, 7, 8-13 or 14+ nights'],
    [{ destination: '-1' }, 'Choose a destination from the list'],
  ])('refuses %o', (input, message) => {
    const result = PackageSearchSchema.safeParse(input)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message])
  })
})

describe('readPackageSearch', () => {
  it('keeps the good filters of a bad link and says what it dropped', () => {
    expect(readPackageSearch({ destination: '3', month: 'May' })).toEqual({
      filters: { destination: 3 },
      problems: [{ path: 'month', message: MONTH_MESSAGE }],
    })
  })
})
