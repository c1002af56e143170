import { describe, expect, it } from 'vitest'
import { retryDelayMs } from './retry-delay'

const timings = { baseMs: 30_000, maxMs: 120_000 }
const longest = () => 1
const shortest = () => 0

describe('retryDelayMs', () => {
  it('doubles after each failure, between half and all of the doubled wait', () => {
    expect([1, 2, 3].map((attempts) => retryDelayMs(attempts, timings, longest))).toEqual([
      30_000, 60_000, 120_000,
    ])
    expect([1, 2, 3].map((attempts) => retryDelayMs(attempts, timings, shortest))).toEqual([
      15_000, 30_000, 60_000,
    ])
  })

  it('never waits longer than the cap, however long the outage', () => {
    for (const attempts of [4, 10, 50, 1_000, Number.MAX_SAFE_INTEGER]) {
      expect(retryDelayMs(attempts, timings, longest)).toBe(120_000)
      expect(retryDelayMs(attempts, timings, shortest)).toBe(60_000)
    }
  })

  it('spreads items that failed together over the window', () => {
    const waits = new Set(Array.from({ length: 50 }, () => retryDelayMs(8, timings)))
    expect(waits.size).toBeGreaterThan(40)
    for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(60_000)
  })
})
