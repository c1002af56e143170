import { readFile } from 'node:fs/promises'
import { E2E_ADMIN, reuseAdminSession } from './admin-credentials'
import { expect, test } from './fixtures'
import { latestEmailTo } from './mailbox'
import { isBookable, veniceDepartures } from './venice-departures'

// A visitor of its own, so the enquiries here count against no other spec's per-IP limits.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.34' } })

const freshAddress = (label: string) =>
  `${label}-${Date.now()}-${test.info().workerIndex}-${test.info().project.name}@example.com`

const callBack = (email: string) => ({
  first_name: 'Lucia',
  last_name: 'Bianchi',
  email,
  phone: '020 7946 0456',
  custom_fields: { best_time_to_call: 'morning', source: 'offers' },
})

test('staff find everything held on an address, download it, and erase it', async ({ page }) => {
  const address = freshAddress('subject')
  expect((await page.request.post('/api/contact-webhook', { data: callBack(address) })).ok()).toBe(true)
  expect((await page.request.post('/api/email-signups', { data: { email: address } })).ok()).toBe(true)
  await latestEmailTo(address)

  await reuseAdminSession(page)
  await page.goto('/admin/privacy')
  await page.getByLabel('Email address').fill(address.toUpperCase())
  await page.getByRole('button', { name: 'Find' }).click()
  const findings = page.getByRole('heading', { name: `What we hold on ${address}` }).locator('..')
  await expect(findings).toContainText(
    '1 call-back request, 1 newsletter sign-up, 1 consent record, 0 bookings and',
  )

  const downloading = page.waitForEvent('download')
  await findings.getByRole('button', { name: 'Download as JSON' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`personal-data-${address}.json`)
  const held = JSON.parse(await readFile(await download.path(), 'utf8'))
  expect(held).toMatchObject({ email: address, leads: [{ firstName: 'Lucia', phone: '020 7946 0456' }] })
  expect(held.consents[0].wording).toMatch(/^Sign up for exclusive offers\./)

  await findings.getByRole('button', { name: 'Erase everything' }).click()
  const confirm = page.getByRole('alertdialog', { name: `Erase everything held on ${address}?` })
  await expect(confirm).toContainText('It cannot be undone.')
  await confirm.getByRole('button', { name: 'Erase' }).click()
  await expect(page.locator('[data-sonner-toast]')).toContainText('Personal data erased')
  await expect(findings).toContainText('Nothing: no call-back requests, sign-ups, bookings or emails.')
  await expect(findings.getByRole('button', { name: 'Erase everything' })).toBeDisabled()

  const after = await (
    await page.request.get(`/api/privacy/subject?email=${encodeURIComponent(address)}`)
  ).json()
  expect(after).toEqual({ email: address, leads: [], signups: [], consents: [], mails: [], bookings: [] })
})

test('the privacy screen lists a person’s bookings and keeps the one still to travel', async ({ page }) => {
  const address = freshAddress('booker')
  expect((await page.request.post('/api/contact-webhook', { data: callBack(address) })).ok()).toBe(true)
  await reuseAdminSession(page)
  const [lead] = await (await page.request.get(`/api/leads?q=${encodeURIComponent(address)}`)).json()
  const departure = (await veniceDepartures(page)).find(isBookable)
  if (!departure) throw new Error('the seed has a bookable Venice departure')
  // Made by staff from the call-back request, so the shared online-booking switch stays as it is.
  const made = await page.request.post(`/api/leads/${lead.id}/booking`, {
    headers: { 'idempotency-key': `privacy-${address}` },
    data: {
      packageId: departure.packageId,
      date: departure.departureDate,
      airport: String(departure.airportId),
      travellers: [{ firstName: 'Lucia', surname: 'Bianchi', dateOfBirth: '1990-01-01' }],
      contact: {
        email: address,
        phone: '020 7946 0456',
        address: { line1: '1 Park Row', town: 'Leeds', postcode: 'LS1 5AB' },
      },
      payment: 'full',
      acceptTerms: true,
    },
  })
  expect(made.status()).toBe(201)
  const { reference } = await made.json()

  await page.goto('/admin/privacy')
  await page.getByLabel('Email address').fill(address)
  await page.getByRole('button', { name: 'Find' }).click()
  const bookings = page.getByRole('table', { name: 'Bookings' })
  const row = bookings.getByRole('row', { name: new RegExp(reference) })
  await expect(row).toContainText('held')
  await expect(row).toContainText('1')
  await expect(row).toContainText('Kept: the holiday is still to come')

  await page.getByRole('button', { name: 'Erase everything' }).click()
  const confirm = page.getByRole('alertdialog', { name: `Erase everything held on ${address}?` })
  await expect(confirm).toContainText('0 bookings')
  await expect(confirm).toContainText('1 booking is kept')
  await confirm.getByRole('button', { name: 'Erase' }).click()
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    `Kept 1 booking the agency must keep: ${reference}.`,
  )
  await expect(bookings.getByRole('row', { name: new RegExp(reference) })).toBeVisible()
})

test('a member of staff who asks is emailed each new call-back request', async ({ page }) => {
  await reuseAdminSession(page)
  await page.goto('/admin/leads')
  const setting = page.getByRole('switch', { name: 'Email me about each new call-back request' })
  await setting.click()
  await expect(setting).toBeChecked()
  await expect(page.locator('[data-sonner-toast]')).toContainText('Email setting saved')

  const address = freshAddress('caller')
  expect((await page.request.post('/api/contact-webhook', { data: callBack(address) })).ok()).toBe(true)
  await expect
    .poll(async () => (await latestEmailTo(E2E_ADMIN.email)).text ?? '', { timeout: 15_000 })
    .toContain(`Email: ${address}`)

  await page.reload()
  await setting.click()
  await expect(setting).not.toBeChecked()
})
