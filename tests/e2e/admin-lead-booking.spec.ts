import type { Page } from '@playwright/test'
import { reuseAdminSession } from './admin-credentials'
import { expect, test } from './fixtures'
import { createStaffAccount, freshStaffEmail } from './staff-accounts'

/** Issue 39 point 5: a sales member of staff turns a call-back request into a booking from the Leads tab. */

// A visitor of its own, so the call-back here counts against no other spec's per-IP limit.
test.use({
  extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.240' },
  // The booking sent before the Terms are ticked is refused on purpose, and the browser logs the 400.
  allowedConsoleErrors: [/status of 400 \(Bad Request\)/],
})

const unique = (label: string) => `${label}${Date.now()}${test.info().workerIndex}${test.info().project.name}`

async function signInAsSales(page: Page) {
  await reuseAdminSession(page)
  const account = await createStaffAccount(
    page.request,
    'sales',
    freshStaffEmail('lead-booking', test.info().workerIndex),
    test.info(),
  )
  await page.context().clearCookies()
  expect((await page.request.post('/api/auth/login', { data: account })).ok()).toBe(true)
}

test('sales make a booking from a call-back request, and the lead links to it', async ({ page }) => {
  const word = unique('Booker')
  const email = `${word.toLowerCase()}@example.com`
  const callBack = await page.request.post('/api/contact-webhook', {
    data: {
      first_name: 'Chiara',
      last_name: word,
      email,
      phone: '020 7946 0777',
      custom_fields: { best_time_to_call: 'morning', package: 'Venice City Break', source: 'package-page' },
    },
  })
  expect(callBack.status()).toBe(201)
  await signInAsSales(page)

  await page.goto(`/admin/leads?q=${word}`)
  await page
    .getByRole('table', { name: 'Call-back requests' })
    .getByRole('button', { name: `Chiara ${word}` })
    .click()
  const panel = page.getByRole('dialog', { name: `Chiara ${word}` })
  await expect(panel).toContainText('No booking made from this request yet.')
  await panel.getByRole('button', { name: 'Make a booking' }).click()

  const form = page.getByRole('dialog', { name: `Make a booking for Chiara ${word}` })
  // What the request told us is filled in, the package it was about chosen.
  await expect(
    form.getByRole('combobox', { name: 'Package', exact: true }).locator('option:checked'),
  ).toHaveText('Venice City Break')
  const lead = form.getByRole('group', { name: 'Lead traveller' })
  await expect(lead.getByLabel('First name')).toHaveValue('Chiara')
  await expect(lead.getByLabel('Surname')).toHaveValue(word)
  await expect(lead.getByLabel('Email')).toHaveValue(email)
  await expect(lead.getByLabel('Phone')).toHaveValue('020 7946 0777')

  const departure = form.getByRole('combobox', { name: 'Departure', exact: true })
  await expect(departure.locator('option')).not.toHaveCount(1)
  await departure.selectOption({ index: 1 })
  await form.getByRole('combobox', { name: 'Travellers', exact: true }).selectOption('2')
  await lead.getByLabel('Date of birth').fill('1985-03-14')
  const second = form.getByRole('group', { name: 'Traveller 2' })
  await second.getByLabel('First name').fill('Paolo')
  await second.getByLabel('Surname').fill(word)
  await second.getByLabel('Date of birth').fill('1983-11-02')
  await form.getByLabel('Address line 1').fill('8 Quay Street')
  await form.getByLabel('Town or city').fill('Bristol')
  await form.getByLabel('Postcode').fill('BS1 4DJ')

  // The Terms must be accepted: refused beside the tick, nothing booked.
  await form.getByRole('button', { name: 'Make the booking' }).click()
  await expect(form).toContainText('Please accept the Terms and Conditions to book')
  await form.getByLabel('The customer has accepted the Terms').check()
  await form.getByRole('button', { name: 'Make the booking' }).click()

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: /Booking CB-\w+ made/ })
  await expect(toast).toBeVisible()
  const reference = (await toast.textContent())?.match(/CB-\w+/)?.[0] ?? ''
  await expect(form).toBeHidden()
  const link = panel.getByRole('link', { name: reference })
  await expect(link).toHaveAttribute('href', `/admin/bookings?booking=${reference}`)
  await expect(panel).toContainText('Booked')

  const detail = await (await page.request.get(`/api/bookings/${reference}`)).json()
  expect(detail).toMatchObject({
    reference,
    travellerCount: 2,
    email,
    travellers: [
      { firstName: 'Chiara', surname: word, dateOfBirth: '1985-03-14' },
      { firstName: 'Paolo', surname: word, dateOfBirth: '1983-11-02' },
    ],
  })
})
