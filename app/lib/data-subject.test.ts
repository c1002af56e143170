import { describe, expect, it } from 'vitest'
import { countsOf, describeCounts, subjectFileName } from './data-subject'

describe('a data subject request in the admin', () => {
  it('says what was found or erased in words', () => {
    expect(describeCounts({ leads: 2, signups: 1, consents: 1, bookings: 1, mails: 3 })).toBe(
      '2 call-back requests, 1 newsletter sign-up, 1 consent record, 1 booking and 3 emails',
    )
    expect(describeCounts({ leads: 0, signups: 0, consents: 0, bookings: 2, mails: 1 })).toBe(
      '0 call-back requests, 0 newsletter sign-ups, 0 consent records, 2 bookings and 1 email',
    )
  })

  it('counts what a lookup found', () => {
    expect(
      countsOf({
        email: 'a@example.com',
        leads: [1],
        signups: [],
        consents: [],
        mails: [1, 2],
        bookings: [],
      }),
    ).toEqual({
      leads: 1,
      signups: 0,
      consents: 0,
      mails: 2,
      bookings: 0,
    })
  })

  it('names the download after the address, safely', () => {
    expect(subjectFileName('maria.rossi@example.com')).toBe('personal-data-maria.rossi@example.com.json')
    expect(subjectFileName('a/b\\c d@example.com')).toBe('personal-data-a_b_c_d@example.com.json')
  })
})
