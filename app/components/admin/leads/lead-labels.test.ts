import { describe, expect, it } from 'vitest'
import { followUpDue, fullName, preferredTimeLabel, requestCountLabel, sourceLabel } from './lead-labels'

describe('preferredTimeLabel', () => {
  it('uses the words of the form', () => {
    expect(preferredTimeLabel('morning')).toBe('Anytime this Morning')
    expect(preferredTimeLabel('custom')).toBe('Other time (specify in notes)')
  })

  it('knows the staff-only evening and keeps unknown values readable', () => {
    expect(preferredTimeLabel('evening')).toBe('Anytime this Evening')
    expect(preferredTimeLabel('weekend')).toBe('weekend')
    expect(preferredTimeLabel(undefined)).toBe('Not given')
  })
})

describe('sourceLabel', () => {
  it("names this site's screens in words", () => {
    expect(sourceLabel('package-sidebar')).toBe('Package sidebar')
    expect(sourceLabel('contact-form')).toBe('Contact form')
    expect(sourceLabel(undefined)).toBe('Unknown')
  })

  it("shows another client's source as it was sent", () => {
    expect(sourceLabel('lakes-partner_site')).toBe('lakes-partner_site')
    expect(sourceLabel('Spring landing page')).toBe('Spring landing page')
    // Not read as a screen of ours by way of the object's own keys.
    expect(sourceLabel('constructor')).toBe('constructor')
  })
})

describe('fullName', () => {
  it("leaves out the '-' stored for a visitor who gave one name", () => {
    expect(fullName({ firstName: 'Maria', lastName: '-' })).toBe('Maria')
    expect(fullName({ firstName: 'Maria', lastName: 'Rossi' })).toBe('Maria Rossi')
  })
})

describe('followUpDue', () => {
  const today = '2026-05-10'
  it('is overdue once the day has passed while the lead is open', () => {
    expect(followUpDue({ followUpOn: '2026-05-09', status: 'contacted' }, today)).toBe('overdue')
    expect(followUpDue({ followUpOn: '2026-05-10', status: 'new' }, today)).toBe('today')
    expect(followUpDue({ followUpOn: '2026-05-11', status: 'new' }, today)).toBe('later')
  })

  it('is never due for a lead without one, booked or turned down', () => {
    expect(followUpDue({ followUpOn: null, status: 'new' }, today)).toBeNull()
    expect(followUpDue({ followUpOn: '2026-05-01', status: 'booked' }, today)).toBeNull()
    expect(followUpDue({ followUpOn: '2026-05-01', status: 'not-interested' }, today)).toBeNull()
  })
})

describe('requestCountLabel', () => {
  it('counts in words', () => {
    expect(requestCountLabel(1)).toBe('1 request')
    expect(requestCountLabel(3)).toBe('3 requests')
  })
})
