import { describe, expect, it } from 'vitest'
import { checkImport, importFormData, importProblems } from './import-form'
import { NO_AIRPORT } from './pricing-form-values'

const csv = new File(['airport_code,departureDate,price\n'], 'prices.CSV', { type: 'text/csv' })

describe('the import form', () => {
  it('needs a package and one .csv file', () => {
    expect(checkImport({ packageId: '', airportId: NO_AIRPORT, replaceExisting: false, file: null })).toEqual(
      {
        packageId: 'Please select a package',
        file: 'Please select a CSV file',
      },
    )
    const sheet = new File(['x'], 'prices.xlsx')
    expect(
      checkImport({ packageId: '2', airportId: NO_AIRPORT, replaceExisting: false, file: sheet }),
    ).toEqual({
      file: 'Please select a CSV file',
    })
    expect(checkImport({ packageId: '2', airportId: '5', replaceExisting: true, file: csv })).toEqual({})
  })

  it('sends the fields SPEC 7 names, an empty airport for none and dryRun for a preview', () => {
    const body = importFormData(
      { packageId: '2', airportId: NO_AIRPORT, replaceExisting: false, file: csv },
      true,
    )
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'csv'))).toEqual({
      packageId: '2',
      airportId: '',
      replaceExisting: 'false',
      dryRun: 'true',
    })
    expect((body.get('csv') as File).name).toBe('prices.CSV')
  })

  it('reads the rows a 400 named', () => {
    const body = {
      error: 'The file was not imported: 1 row needs fixing.',
      details: [{ row: 3, message: 'Bad', path: 'row 3' }],
    }
    expect(importProblems(body)).toEqual([{ row: 3, message: 'Bad', path: 'row 3' }])
    expect(importProblems({ error: 'x' })).toEqual([])
    expect(importProblems(null)).toEqual([])
  })
})
