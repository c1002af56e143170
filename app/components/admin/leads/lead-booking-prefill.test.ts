import { describe, expect, it } from 'vitest'
import { leadBookingValues, packageOfLead } from './lead-booking-prefill'

const packages = [
  { id: 1, slug: 'venice-city-break', title: 'Venice City Break' },
  { id: 2, slug: 'rome-escape', title: 'Rome Escape' },
]

describe('a booking made from a call-back request', () => {
  it('is about the package the request names, by title or slug, in any letter case', () => {
    expect(packageOfLead(packages, { customFields: { package: ' venice city break ' } })?.id).toBe(1)
    expect(packageOfLead(packages, { customFields: { package: 'rome-escape' } })?.id).toBe(2)
    expect(packageOfLead(packages, { customFields: { package: 'Florence' } })).toBeNull()
    expect(packageOfLead(packages, { customFields: {} })).toBeNull()
  })

  it('starts with the lead traveller’s name, email and phone, and nothing it was not told', () => {
    const values = leadBookingValues({
      firstName: ' Maria ',
      lastName: 'Rossi',
      email: 'maria@example.com',
      phone: '020 7946 0999',
    })
    expect(values).toMatchObject({
      firstName1: 'Maria',
      surname1: 'Rossi',
      dateOfBirth1: '',
      email: 'maria@example.com',
      phone: '020 7946 0999',
      line1: '',
      payment: 'deposit',
      acceptTerms: '',
    })
  })
})
