import { describe, expect, it } from 'vitest'
import { analyticsEvents } from '#app/browser/analytics/events'

const venice = { id: 7, title: 'Venice City Break' }

describe('analyticsEvents (SPEC 7)', () => {
  it('names a page view by its page, else by path and title', () => {
    expect(analyticsEvents.pageView('/offers', 'Offers | Agency', 'Offers')).toEqual({
      name: '$pageview',
      properties: { pageName: 'Offers', path: '/offers' },
    })
    expect(analyticsEvents.pageView('/dev/test', 'Test page', undefined)).toEqual({
      name: '$pageview',
      properties: { path: '/dev/test', title: 'Test page' },
    })
  })

  it('builds package_view with the package id and title', () => {
    expect(analyticsEvents.packageView(venice)).toEqual({
      name: 'package_view',
      properties: { packageId: 7, packageTitle: 'Venice City Break' },
    })
  })

  it('builds price_select with the package, price, date and airport', () => {
    expect(
      analyticsEvents.priceSelect(venice, { price: '499.00', date: '2027-03-14', airport: 'LGW' }),
    ).toEqual({
      name: 'price_select',
      properties: { packageId: 7, price: '499.00', date: '2027-03-14', airport: 'LGW' },
    })
  })

  it('builds the airport and month selections', () => {
    expect(analyticsEvents.airportSelect(venice, 'MAN')).toEqual({
      name: 'airport_select',
      properties: { packageId: 7, airport: 'MAN' },
    })
    expect(analyticsEvents.monthSelect(venice, '2027-03')).toEqual({
      name: 'month_select',
      properties: { packageId: 7, month: '2027-03' },
    })
  })

  it('builds form_submission with the form name and its outcome', () => {
    expect(analyticsEvents.formSubmission('contact_callback', true)).toEqual({
      name: 'form_submission',
      properties: { formName: 'contact_callback', success: true },
    })
    expect(analyticsEvents.formSubmission('newsletter', false)).toEqual({
      name: 'form_submission',
      properties: { formName: 'newsletter', success: false },
    })
  })

  it('builds contact_interaction with the contact type and the package', () => {
    expect(analyticsEvents.contactInteraction(venice, 'messenger')).toEqual({
      name: 'contact_interaction',
      properties: { contactType: 'messenger', packageId: 7, packageTitle: 'Venice City Break' },
    })
  })

  it("builds checkout_step as step 1, 'Details', with the package slug", () => {
    expect(analyticsEvents.checkoutDetails('venice-city-break')).toEqual({
      name: 'checkout_step',
      properties: { step: 1, stepName: 'Details', packageSlug: 'venice-city-break' },
    })
  })
})
