import { describe, expect, it } from 'vitest'
import { NothingSavedError, runPlan } from './run-writes'
import { option } from './test-options'

const kept = option({ departureDate: '2027-06-10' })
const dropped = option({ departureDate: '2027-06-12' })

describe('running an edit plan', () => {
  it('deletes first, then updates, then creates, and counts what saved', async () => {
    const calls: string[] = []
    const outcome = await runPlan(
      {
        update: [{ option: kept, departureDate: '2027-06-10' }],
        remove: [dropped],
        create: ['2027-06-14', '2027-06-16'],
      },
      {
        remove: async (id) => calls.push(`delete ${id}`),
        update: async (id, date) => calls.push(`put ${id} ${date}`),
        create: async (date) => {
          if (date === '2027-06-16') throw new Error('409')
          calls.push(`post ${date}`)
        },
      },
    )
    expect(calls).toEqual([`delete ${dropped.id}`, `put ${kept.id} 2027-06-10`, 'post 2027-06-14'])
    expect(outcome.succeeded).toEqual({ update: 1, remove: 1, create: 1 })
    expect(outcome.failed).toBe(1)
    expect(outcome.firstError).toEqual(new Error('409'))
  })

  it('throws when nothing saved, keeping the first reason', async () => {
    const failing = async () => {
      throw new Error('down')
    }
    const run = runPlan(
      { update: [], remove: [], create: ['2027-06-14'] },
      { remove: failing, update: failing, create: failing },
    )
    await expect(run).rejects.toBeInstanceOf(NothingSavedError)
    await expect(run).rejects.toMatchObject({ cause: new Error('down') })
  })
})
