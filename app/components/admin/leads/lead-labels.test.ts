import { describe, expect, it } from 'vitest'
import { fullName, preferredTimeLabel, sourceLabel } from './lead-labels'

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
