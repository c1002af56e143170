import { describe, expect, it } from 'vitest'
import { describeAction } from './staff'

describe('an activity entry, in words', () => {
  it('names the action, the kind of thing, its name and its id', () => {
    expect(describeAction({ action: 'update', thingType: 'package', thingName: 'Venice', thingId: 3 })).toBe(
      'Changed package “Venice” (#3)',
    )
    expect(
      describeAction({ action: 'invite', thingType: 'invitation', thingName: 'ann@example.com', thingId: 2 }),
    ).toBe('Sent invitation “ann@example.com” (#2)')
    expect(
      describeAction({ action: 'deactivate', thingType: 'staff', thingName: 'bo@example.com', thingId: 4 }),
    ).toBe('Deactivated staff member “bo@example.com” (#4)')
  })

  it('leaves out what the entry does not have, and shows an unknown action as stored', () => {
    expect(describeAction({ action: 'export', thingType: 'sign-ups', thingName: null, thingId: null })).toBe(
      'Exported newsletter sign-ups',
    )
    expect(describeAction({ action: 'archive', thingType: null, thingName: null, thingId: null })).toBe(
      'archive',
    )
  })
})
