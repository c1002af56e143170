import type { Page } from '@playwright/test'
import type { PricingOption } from '../../app/lib/catalogue'

/** The seeded package whose departures the reservation tests link to. */
export const VENICE = 'venice-city-break'

/** Every departure of the seeded Venice package, as the admin API lists them. */
export async function veniceDepartures(page: Page): Promise<PricingOption[]> {
  const response = await page.request.get(`/api/travel-packages/${VENICE}?include=pricing`)
  return ((await response.json()) as { pricing: PricingOption[] }).pricing
}

export const todayIso = () => {
  const now = new Date()
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-')
}

export const isBookable = (option: PricingOption) =>
  option.isAvailable && option.availableSeats !== 0 && option.departureDate > todayIso()

/** The reservation page for Venice's first bookable departure, for two, as the package page links to it. */
export async function veniceReservationPath(page: Page) {
  const departure = (await veniceDepartures(page)).find(isBookable)
  if (!departure) throw new Error('the seed has a bookable Venice departure')
  const query = new URLSearchParams({
    date: departure.departureDate,
    airport: String(departure.airportId),
    travelers: '2',
  })
  return `/reservation/${VENICE}?${query}`
}
