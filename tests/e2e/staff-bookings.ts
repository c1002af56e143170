import { randomUUID } from 'node:crypto'
import { type Browser, expect } from '@playwright/test'
import { reuseAdminSession } from './admin-credentials'
import { holdBookingSwitch, switchBooking } from './booking-switch'
import { veniceDepartures } from './venice-departures'

/**
 * A booking for the staff's screens to work on: two travellers named `surname` on a Venice departure well
 * ahead, made through the API as a visitor (from `visitorIp`, so it counts against no other spec's limit)
 * with online booking switched on only while it is made, holding the switch's lock (`holdBookingSwitch`).
 * Answers its reference.
 */
export async function bookForStaff(browser: Browser, surname: string, visitorIp: string) {
  const release = await holdBookingSwitch()
  const context = await browser.newContext()
  const page = await context.newPage()
  try {
    await reuseAdminSession(page)
    await switchBooking(page.request, true)
    const weeksAhead = new Date(Date.now() + 20 * 7 * 86_400_000).toISOString().slice(0, 10)
    const departure = (await veniceDepartures(page))
      .filter((option) => option.isAvailable && option.departureDate > weeksAhead)
      .find((option) => option.availableSeats === null || option.availableSeats > 10)
    if (!departure?.packageId) throw new Error('the seed has a Venice departure 20 weeks ahead with seats')
    const response = await page.request.post('/api/bookings', {
      headers: { 'x-forwarded-for': visitorIp, 'Idempotency-Key': randomUUID() },
      data: {
        packageId: departure.packageId,
        date: departure.departureDate,
        airport: String(departure.airportId ?? ''),
        travellers: [
          { firstName: 'Nora', surname, dateOfBirth: '1984-02-03' },
          { firstName: 'Otto', surname, dateOfBirth: '1986-07-08' },
        ],
        contact: {
          email: `nora.${Date.now()}@example.com`,
          phone: '020 7946 0555',
          address: { line1: '5 Canal Street', town: 'Leeds', postcode: 'LS1 4AB' },
        },
        payment: 'deposit',
        acceptTerms: true,
      },
    })
    expect(response.status()).toBe(201)
    return ((await response.json()) as { reference: string }).reference
  } finally {
    await switchBooking(page.request, false)
    await release()
    await context.close()
  }
}
