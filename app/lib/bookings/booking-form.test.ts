import { describe, expect, it } from 'vitest'
import { bookingBody, bookingFormErrors, emptyBookingForm, postedBookingForm } from './booking-form'

const LINK = { packageId: 7, date: '2031-06-01', airport: 'LGW', travellers: 2 }

describe('the booking form', () => {
  it('posts one field per control and turns them into the API’s body, with no price', () => {
    const posted = {
      firstName1: 'Maria',
      surname2: 'Rossi',
      email: 'm@example.com',
      acceptTerms: 'on',
      price: '1',
    }
    const values = postedBookingForm(2, (name) => posted[name as keyof typeof posted] ?? '')
    expect(values).not.toHaveProperty('price')
    const body = bookingBody({ ...values, payment: 'full' }, LINK)
    expect(body).toMatchObject({
      packageId: 7,
      date: '2031-06-01',
      airport: 'LGW',
      travellers: [
        { firstName: 'Maria', surname: '', dateOfBirth: '' },
        { firstName: '', surname: 'Rossi', dateOfBirth: '' },
      ],
      contact: { email: 'm@example.com', address: { line1: '', town: '' } },
      payment: 'full',
      acceptTerms: true,
    })
    expect(body).not.toHaveProperty('price')
  })

  it('chooses the full price where no deposit is allowed', () => {
    expect(emptyBookingForm(1, false).payment).toBe('full')
    expect(emptyBookingForm(1, true).payment).toBe('deposit')
  })

  it('puts each of the API’s errors beside its field, the first for each, the rest with the form', () => {
    expect(
      bookingFormErrors([
        { path: 'travellers.1.surname', message: 'Surname is required' },
        { path: 'contact.address.postcode', message: 'Postcode' },
        { path: 'contact.email', message: 'Email' },
        { path: 'contact.email', message: 'A second' },
        { path: 'payment', message: 'Full price due' },
        { path: 'travellers', message: 'Name 1 to 9' },
      ]),
    ).toEqual({
      surname2: 'Surname is required',
      postcode: 'Postcode',
      email: 'Email',
      payment: 'Full price due',
      form: 'Name 1 to 9',
    })
  })
})
