import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { E2E_ADMIN, reuseAdminSession } from './admin-credentials'
import { expect, test } from './fixtures'

/** Decision 53: the Leads tab works each call-back request to a booking. */

/** A word no earlier run or parallel test has used, so each test finds its own leads by searching for it. */
const unique = (label: string) => `${label}${Date.now()}${test.info().workerIndex}${test.info().project.name}`

let visitor = 0
/** Each request from another visitor, so this file's requests count against nobody's per-IP limit. */
const anotherVisitor = () => ({ 'x-forwarded-for': `198.51.100.${(visitor++ % 200) + 20}` })

async function requestCallBack(
  page: Page,
  fields: { first: string; last: string; email: string; message?: string },
) {
  const response = await page.request.post('/api/contact-webhook', {
    headers: anotherVisitor(),
    data: {
      first_name: fields.first,
      last_name: fields.last,
      email: fields.email,
      phone: '020 7946 0321',
      custom_fields: {
        best_time_to_call: 'morning',
        package: 'Venice City Break',
        source: 'package-page',
        message:
          fields.message ??
          "I'm interested in the Venice City Break package. Please call me back to discuss it.",
      },
    },
  })
  expect(response.status()).toBe(201)
}

const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

test('staff find a lead in the table, sort and filter it, and work it in its panel', async ({ page }) => {
  // Many steps, each a round trip: more than the default 30 s on a busy machine.
  test.slow()
  const word = unique('Table')
  const email = `${word.toLowerCase()}@example.com`
  await requestCallBack(page, { first: 'Anna', last: word, email })
  await requestCallBack(page, { first: 'Anna', last: word, email, message: 'After six, please.' })
  await requestCallBack(page, { first: 'Bruno', last: word, email: `b.${email}` })

  await reuseAdminSession(page)
  await page.goto(`/admin/leads?q=${word}`)
  const table = page.getByRole('table', { name: 'Call-back requests' })
  await expect(table.getByRole('row')).toHaveCount(3)
  // Newest first: Bruno asked last. The repeat is counted on Anna's one row.
  await expect(table.getByRole('row').nth(1)).toContainText(`Bruno ${word}`)
  await expect(table.getByRole('row', { name: new RegExp(`Anna ${word}`) })).toContainText('New')
  await expect(
    table
      .getByRole('row', { name: new RegExp(`Anna ${word}`) })
      .getByRole('cell')
      .last(),
  ).toHaveText('2')

  // The headings order the list, by keyboard too, and say which way.
  const nameHeading = table.getByRole('columnheader', { name: 'Name' })
  await nameHeading.getByRole('button').focus()
  await page.keyboard.press('Enter')
  await expect(nameHeading).toHaveAttribute('aria-sort', 'ascending')
  await expect(table.getByRole('row').nth(1)).toContainText(`Anna ${word}`)
  await expect(page).toHaveURL(/sort=name/)
  await expect(table.getByRole('columnheader', { name: 'Received' })).toHaveAttribute('aria-sort', 'none')

  await table.getByRole('button', { name: `Anna ${word}` }).click()
  const panel = page.getByRole('dialog', { name: `Anna ${word}` })
  await expect(panel.getByRole('heading', { name: 'Requests (2)' })).toBeVisible()
  await expect(panel).toContainText('After six, please.')
  await expect(panel).toContainText('Pre-filled by the form, not changed by the visitor:')

  await panel.getByLabel('Status').selectOption('contacted')
  await expect(toastWith(page, 'Lead updated')).toBeVisible()
  await panel.getByLabel('Assigned to').selectOption({ label: E2E_ADMIN.email })
  await expect(panel.getByLabel('Assigned to')).toHaveValue(/\d+/)
  await panel.getByLabel('Follow up on').fill('2020-01-06')
  await panel.getByRole('button', { name: 'Save follow-up' }).click()
  await expect(panel.getByRole('button', { name: 'Clear' })).toBeVisible()

  await panel.getByLabel('Add a note').fill('Left a voicemail; try after six.')
  await panel.getByRole('button', { name: 'Add note' }).click()
  const notes = panel.getByRole('list', { name: 'Notes' })
  await expect(notes).toContainText('Left a voicemail; try after six.')
  await expect(notes).toContainText(E2E_ADMIN.email)
  await expect(panel.getByLabel('Add a note')).toHaveValue('')

  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  const row = table.getByRole('row', { name: new RegExp(`Anna ${word}`) })
  await expect(row).toContainText('Contacted')
  await expect(row).toContainText(E2E_ADMIN.email)
  await expect(row).toContainText('6 January 2020 (overdue)')

  // The status chips narrow the list; the filters stay in the address.
  await page.getByRole('button', { name: 'Contacted', pressed: false }).click()
  await expect(page.getByRole('button', { name: 'Contacted', pressed: true })).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(page).toHaveURL(/status=contacted/)
  await page.reload()
  await expect(table.getByRole('row')).toHaveCount(2)

  // The dashboard's figure of overdue follow-ups opens the list narrowed to them.
  await page.getByRole('link', { name: /Overdue follow-ups/ }).click()
  await expect(page).toHaveURL('/admin/leads?overdue=true')
  await expect(page.getByRole('button', { name: 'Overdue follow-ups', pressed: true })).toBeVisible()
  await expect(page.getByRole('table').getByRole('row', { name: new RegExp(`Anna ${word}`) })).toBeVisible()

  // The work shows in the activity log, in words.
  await page.goto('/admin/activity')
  await expect(page.getByText(`Marked Anna ${word}'s request as contacted.`)).toBeVisible()
})

test('the export holds the filtered leads', async ({ page }) => {
  const word = unique('Export')
  await requestCallBack(page, { first: '=cmd', last: word, email: `${word.toLowerCase()}@example.com` })
  await reuseAdminSession(page)
  await page.goto(`/admin/leads?q=${word}`)
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2)
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^call-back-requests-\d{4}-\d{2}-\d{2}\.csv$/)
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(`'=cmd,${word}`)
})

test('@mobile on a phone each lead is a card, and an owner deletes one after confirming', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'A wider screen shows the table instead.')
  const word = unique('Card')
  await requestCallBack(page, { first: 'Carla', last: word, email: `${word.toLowerCase()}@example.com` })
  await reuseAdminSession(page)
  await page.goto(`/admin/leads?q=${word}`)
  const card = page.getByRole('article', { name: `Call-back request from Carla ${word}` })
  await expect(card).toContainText('New')
  await expect(card).toContainText('Venice City Break')
  await expect(page.getByRole('table')).toBeHidden()
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(pageWidth).toBeLessThanOrEqual(375)

  await card.getByRole('button', { name: `Open the request from Carla ${word}` }).click()
  const panel = page.getByRole('dialog', { name: `Carla ${word}` })
  await panel.getByRole('button', { name: 'Delete request' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete Call-back Request' })
  await expect(confirm).toContainText(`Are you sure you want to delete the request from Carla ${word}?`)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toastWith(page, 'Call-back request deleted')).toBeVisible()
  await expect(panel).toBeHidden()
  await expect(card).toBeHidden()
  await expect(page.getByText('No call-back requests match these filters.')).toBeVisible()
})
