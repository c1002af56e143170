import { describe, expect, it } from 'vitest'
import { changedParts, checkDraft, type DetailsDraft } from './booking-details-draft'

const saved: DetailsDraft = {
  travellers: [{ firstName: 'Maria', surname: 'Rossi', dateOfBirth: '1980-04-02' }],
  contact: {
    email: 'maria@example.com',
    phone: '020 7946 0999',
    address: { line1: '12 High Street', line2: '', town: 'Bristol', postcode: 'BS1 4DJ' },
  },
}

describe('a booking details draft', () => {
  it('sends only the parts staff changed, and nothing when nothing did', () => {
    expect(changedParts(saved, saved)).toBeNull()
    const renamed = { ...saved, travellers: [{ ...saved.travellers[0], surname: 'Bianchi' }] } as DetailsDraft
    expect(changedParts(renamed, saved)).toEqual({ travellers: renamed.travellers })
    const moved = { ...saved, contact: { ...saved.contact, phone: '020 7946 0998' } }
    expect(changedParts(moved, saved)).toEqual({ contact: moved.contact })
  })

  it('puts the schema’s messages under the API’s paths', () => {
    const errors = checkDraft({
      travellers: [{ firstName: '', surname: 'Rossi', dateOfBirth: '2999-01-01' }],
      contact: { ...saved.contact, address: { ...saved.contact.address, postcode: 'nowhere' } },
    })
    expect(Object.keys(errors).sort()).toEqual([
      'contact.address.postcode',
      'travellers.0.dateOfBirth',
      'travellers.0.firstName',
    ])
    expect(errors['contact.address.postcode']).toBe('Please enter a UK postcode, such as SW1A 1AA')
    expect(checkDraft(saved)).toEqual({})
  })
})
