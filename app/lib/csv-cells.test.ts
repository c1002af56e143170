import { describe, expect, it } from 'vitest'
import { inertCell } from './csv-cells'

describe('inertCell', () => {
  it('puts an apostrophe before every cell a spreadsheet would run', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(inertCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`)
    }
  })

  it('leaves every other cell as it is', () => {
    expect(inertCell('Maria Rossi')).toBe('Maria Rossi')
    expect(inertCell('020 7946 0999')).toBe('020 7946 0999')
    expect(inertCell('a=b')).toBe('a=b')
    expect(inertCell('')).toBe('')
  })
})
