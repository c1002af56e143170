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
