import { describe, expect, it } from 'vitest'
import { changedFacts, factsOf, summariseChange } from './change-summary'

describe('an audit entry’s facts', () => {
  it('leave out what they are told to, shorten long text and write dates as ISO text', () => {
    const facts = factsOf(
      {
        title: 'Rome',
        passwordHash: 'secret',
        description: 'x'.repeat(500),
        at: new Date(Date.UTC(2031, 4, 1)),
      },
      ['passwordHash'],
    )
    expect(facts).not.toHaveProperty('passwordHash')
    expect(facts.title).toBe('Rome')
    expect(facts.description).toHaveLength(120)
    expect(String(facts.description).endsWith('…')).toBe(true)
    expect(facts.at).toBe('2031-05-01T00:00:00.000Z')
  })
})

describe('what changed', () => {
  it('keeps only the fields that differ, on both sides', () => {
    const change = changedFacts(
      { title: 'Rome', duration: 4, isFeatured: false },
      { title: 'Rome', duration: 5, isFeatured: true },
    )
    expect(change).toEqual({
      before: { duration: 4, isFeatured: false },
      after: { duration: 5, isFeatured: true },
    })
    expect(summariseChange(change)).toBe('duration: 4 → 5; isFeatured: false → true')
  })

  it('says so when nothing changed', () => {
    const change = changedFacts({ title: 'Rome' }, { title: 'Rome' })
    expect(summariseChange(change)).toBe('Nothing changed.')
  })

  it('lists what a new or deleted thing held, leaving out empty fields', () => {
    expect(summariseChange(changedFacts(null, { title: 'Rome', subtitle: null, price: '499.00' }))).toBe(
      'title: “Rome”; price: “499.00”',
    )
    expect(summariseChange(changedFacts({ label: 'Wifi' }, null))).toBe('label: “Wifi”')
  })

  it('says an emptied field is empty', () => {
    expect(summariseChange(changedFacts({ subtitle: 'Old' }, { subtitle: null }))).toBe(
      'subtitle: “Old” → empty',
    )
  })

  it('keeps the summary to one short paragraph', () => {
    const before = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field${i}`, 'a'.repeat(60)]))
    const after = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field${i}`, 'b'.repeat(60)]))
    expect(summariseChange(changedFacts(before, after)).length).toBeLessThanOrEqual(600)
  })
})
