import { describe, expect, it } from 'vitest'
import { PackageInputSchema } from './package'

const durationOf = (duration: unknown) => PackageInputSchema.safeParse({ title: 'Venice', duration })

describe('the package duration', () => {
  it("reads a number or text such as ' 5 nights '", () => {
    for (const [sent, nights] of [
      [5, 5],
      ['5', 5],
      [' 7 nights ', 7],
      ['1 night', 1],
      ['14Nights', 14],
    ] as const) {
      expect(durationOf(sent).data?.duration).toBe(nights)
    }
  })

  it('refuses other text, however long, with the one message', () => {
    for (const sent of ['five', '5 weeks', '1234', `5${' '.repeat(60_000)}x`, '']) {
      expect(durationOf(sent).error?.issues).toMatchObject([{ message: 'Duration is required' }])
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
