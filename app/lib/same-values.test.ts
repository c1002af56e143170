import { describe, expect, it } from 'vitest'
import { sameValues } from './same-values'

describe('sameValues', () => {
  it('compares text, numbers and switches by value', () => {
    expect(sameValues({ title: 'Venice', featured: false }, { title: 'Venice', featured: false })).toBe(true)
    expect(sameValues({ title: 'Venice' }, { title: 'Venice ' })).toBe(false)
    expect(sameValues({ featured: false }, { featured: true })).toBe(false)
    expect(sameValues('5', 5)).toBe(false)
  })

  it('compares lists, such as ticked dates, by their items in order', () => {
    expect(sameValues({ dates: ['2030-01-01'] }, { dates: ['2030-01-01'] })).toBe(true)
    expect(sameValues({ dates: ['2030-01-01'] }, { dates: [] })).toBe(false)
    expect(sameValues([{ key: 'a' }], [{ key: 'a' }])).toBe(true)
  })

  it('counts a field added or gone as a change', () => {
    expect(sameValues({ a: '' }, { b: '' })).toBe(false)
    expect(sameValues({ a: '' }, { a: '', b: '' })).toBe(false)
  })

  it('compares a chosen file by identity: another file is a change even with the same name', () => {
    const file = new File(['x'], 'prices.csv')
    expect(sameValues({ file }, { file })).toBe(true)
    expect(sameValues({ file }, { file: new File(['x'], 'prices.csv') })).toBe(false)
    expect(sameValues({ file: null }, { file })).toBe(false)
  })
})
