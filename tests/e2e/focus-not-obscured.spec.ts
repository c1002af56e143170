import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// WCAG 2.4.11: whatever the keyboard focuses must not sit under the sticky header or the consent banner.
// A first visit, so the banner is showing as a new visitor meets it.
// Without smooth scrolling, so the page has reached where focus took it when each check runs.
test.use({ analyticsConsent: null, reducedMotion: 'reduce' })

const PAGES = ['/', '/offers', '/package/venice-city-break']
const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
]
/** Enough stops to pass the featured offers and the search forms without making the test slow. */
const MAX_TABS = 50

type Box = { top: number; bottom: number; left: number; right: number }

/**
 * The focused element, and which of the two bars it lies under: null when nothing is focused, when the
 * focused element belongs to a bar, or when it is itself fixed on top of the page (the skip link). An element
 * taller than the space between the bars (a tab panel) cannot clear both: part of it must show (2.4.11 asks
 * no more than that).
 */
async function coveredFocus(page: Page) {
  const header = await page.getByRole('banner').elementHandle()
  const consent = await page.getByRole('region', { name: 'Can we use analytics?' }).elementHandle()
  return page.evaluate(
    ([header, consent]) => {
      const focused = document.activeElement
      if (!(focused instanceof HTMLElement) || focused === document.body) return null
      if (header?.contains(focused) || consent?.contains(focused)) return null
      if (getComputedStyle(focused).position === 'fixed') return null
      const box = focused.getBoundingClientRect()
      const headerBox = header?.getBoundingClientRect()
      const consentBox = consent?.getBoundingClientRect()
      const clearTop = headerBox?.bottom ?? 0
      const clearBottom = Math.min(consentBox?.top ?? window.innerHeight, window.innerHeight)
      const name = focused.getAttribute('aria-label') || focused.textContent?.trim().slice(0, 40) || ''
      const what = `${focused.tagName.toLowerCase()} "${name}"`
      if (box.height > clearBottom - clearTop) {
        return box.bottom > clearTop && box.top < clearBottom ? null : `${what} hidden by the bars`
      }
      const overlaps = (bar: Box | undefined) =>
        bar !== undefined &&
        box.bottom > bar.top + 0.5 &&
        box.top < bar.bottom - 0.5 &&
        box.right > bar.left &&
        box.left < bar.right
      const covers = [overlaps(headerBox) ? 'header' : null, overlaps(consentBox) ? 'consent banner' : null]
      const under = covers.filter(Boolean)
      return under.length === 0 ? null : `${what} under the ${under.join(' and ')}`
    },
    [header, consent] as const,
  )
}

async function tabThrough(page: Page, key: 'Tab' | 'Shift+Tab') {
  const covered: string[] = []
  for (let press = 1; press <= MAX_TABS; press++) {
    await page.keyboard.press(key)
    const problem = await coveredFocus(page)
    if (problem) covered.push(`${key} ${press}: ${problem}`)
  }
  return covered
}

for (const viewport of VIEWPORTS) {
  for (const path of PAGES) {
    test(`tabbing ${path} at ${viewport.width} px never hides focus under the header or the banner`, async ({
      page,
    }) => {
      // A hundred key presses, each followed by a look at the focused element and every fixed bar.
      test.setTimeout(90_000)
      await page.setViewportSize(viewport)
      await page.goto(path)
      // The banner appears once the page has hydrated, so the keys below reach a live page.
      await expect(page.getByRole('region', { name: 'Can we use analytics?' })).toBeVisible()
      expect(await tabThrough(page, 'Tab'), 'tabbing forwards').toEqual([])

      // Back up the same way: the page now scrolls down, and the header is the bar in the way.
      expect(await tabThrough(page, 'Shift+Tab'), 'tabbing backwards').toEqual([])
    })
  }
}
