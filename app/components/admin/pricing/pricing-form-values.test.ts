import { describe, expect, it } from 'vitest'
import { initialFormValues, NO_AIRPORT, pricingBody, readPricingForm } from './pricing-form-values'
import { option } from './test-options'

const filled = { ...initialFormValues(3), departureDates: ['2027-06-12', '2027-06-10'], price: '£1,299' }

describe('the pricing form', () => {
  it('shows the API’s messages for a missing package, date and price', () => {
    expect(readPricingForm(initialFormValues(null)).errors).toEqual({
      packageId: 'Please select a package',
      departureDate: 'Departure date is required',
      price: 'Price is required',
    })
  })

  it('refuses seats that are not a whole number and a discount that is not below the price', () => {
    expect(readPricingForm({ ...filled, availableSeats: '2.5' }).errors).toEqual({
      availableSeats: 'Seats must be a whole number, 0 or more',
    })
    expect(readPricingForm({ ...filled, discountedPrice: '1400' }).errors).toEqual({
      discountedPrice: 'The discounted price must be lower than the price',
    })
  })

  it('refuses a return before the first departure', () => {
    expect(readPricingForm({ ...filled, returnDate: '2027-06-09' }).errors).toEqual({
      returnDate: 'The return date cannot be before the departure date',
    })
  })

  it('sends each date with the same details and the same number of nights away', () => {
    const { details } = readPricingForm({
      ...filled,
      returnDate: '2027-06-13',
      airportId: '5',
      availableSeats: '8',
    })
    if (!details) throw new Error('expected valid details')
    expect(pricingBody(details, '2027-06-12')).toEqual({
      packageId: 3,
      airportId: 5,
      departureDate: '2027-06-12',
      returnDate: '2027-06-15',
      price: '1299.00',
      discountedPrice: null,
      availableSeats: 8,
      isAvailable: true,
    })
  })

  it('sends no airport and no return date when none is chosen', () => {
    const { details } = readPricingForm({ ...filled, airportId: NO_AIRPORT })
    if (!details) throw new Error('expected valid details')
    expect(pricingBody(details, '2027-06-10')).toMatchObject({ airportId: null, returnDate: null })
  })

  it('starts an edit from the first option’s details and all the dates', () => {
    const values = initialFormValues(1, [
      option({ departureDate: '2027-06-14', price: '899.00', availableSeats: 0, isAvailable: false }),
      option({ departureDate: '2027-06-07', price: '899.00', returnDate: '2027-06-10' }),
    ])
    expect(values).toMatchObject({
      packageId: '1',
      airportId: '1',
      departureDates: ['2027-06-07', '2027-06-14'],
      price: '899.00',
      availableSeats: '0',
      isAvailable: false,
    })
  })
})
