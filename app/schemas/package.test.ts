import { describe, expect, it } from 'vitest'
import { PackageInputSchema } from './package'

const durationOf = (duration: unknown) => PackageInputSchema.safeParse({ title: 'Venice', duration })

describe('the package duration', () => {
  it("reads a number or text such as ' 5 nights ' or 'four nights'", () => {
    for (const [sent, nights] of [
      [5, 5],
      ['5', 5],
      [' 7 nights ', 7],
      ['1 night', 1],
      ['14Nights', 14],
      ['four nights', 4],
      ['Four Nights', 4],
    ] as const) {
      expect(durationOf(sent).data?.duration).toBe(nights)
    }
  })

  it('keeps SPEC’s message for a duration left out', () => {
    for (const sent of [undefined, null, '', '   ']) {
      expect(durationOf(sent).error?.issues).toMatchObject([{ message: 'Duration is required' }])
    }
  })

  it('says what to write for anything else, however long', () => {
    for (const sent of ['five weeks', 'soon', '5 weeks', '1234', 0, 2.5, `5${' '.repeat(60_000)}x`]) {
      expect(durationOf(sent).error?.issues).toMatchObject([
        { message: 'Enter the number of nights, such as 4' },
      ])
    }
  })
})

describe('the package phone number', () => {
  const phoneOf = (phoneNumber: unknown) =>
    PackageInputSchema.safeParse({ title: 'Venice', duration: 3, phoneNumber })

  it('is stored in one form, and blank means none', () => {
    expect(phoneOf('+44 (0)20 7946 0321').data?.phoneNumber).toBe('020 7946 0321')
    expect(phoneOf('0039 06 1234 5678').data?.phoneNumber).toBe('+39 06 1234 5678')
    expect(phoneOf(' ').data?.phoneNumber).toBeNull()
    expect(phoneOf(undefined).data?.phoneNumber).toBeNull()
  })

  it('refuses what is not a phone number with an example of one', () => {
    for (const sent of ['not a phone', '020 7946 032', 'x'.repeat(5_000), 2079460321]) {
      expect(phoneOf(sent).error?.issues).toMatchObject([
        { path: ['phoneNumber'], message: 'Enter a phone number, such as 020 7946 0321' },
      ])
    }
  })
})

describe('the package status', () => {
  const statusOf = (status: unknown) => PackageInputSchema.safeParse({ title: 'Venice', duration: 3, status })

  it('is left unnamed when absent or null, so a create publishes and an update keeps it', () => {
    expect(statusOf(undefined).data?.status).toBeUndefined()
    expect(statusOf(null).data?.status).toBeUndefined()
    expect(statusOf('draft').data?.status).toBe('draft')
    expect(statusOf('published').data?.status).toBe('published')
  })

  it('refuses anything else', () => {
    for (const sent of ['live', 'Draft', 1, true]) {
      expect(statusOf(sent).error?.issues).toMatchObject([
        { path: ['status'], message: 'Status must be draft or published' },
      ])
    }
  })
})
