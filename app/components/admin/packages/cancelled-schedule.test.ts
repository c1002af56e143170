import { describe, expect, it } from 'vitest'
import { cancelledScheduleLine } from './cancelled-schedule'

describe('cancelledScheduleLine', () => {
  it('says which schedule was cancelled, in UK time in winter and in summer, and why', () => {
    expect(
      cancelledScheduleLine({ cancelledSchedule: '2027-03-05T09:00:00.000Z' }, 'you published it by hand'),
    ).toBe(
      'The schedule for 5 Mar 2027, 09:00 (UK time) was cancelled because you published it by hand. Schedule it again if it should still go live by itself.',
    )
    expect(cancelledScheduleLine({ cancelledSchedule: '2027-06-05T08:00:00.000Z' }, 'x')).toContain(
      '5 Jun 2027, 09:00 (UK time)',
    )
  })

  it('says nothing when the write cancelled no schedule', () => {
    expect(cancelledScheduleLine({}, 'you published it by hand')).toBeUndefined()
    expect(cancelledScheduleLine(null, 'you published it by hand')).toBeUndefined()
  })
})
