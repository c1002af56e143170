import { mkdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { E2E_ADMIN } from './admin-credentials'

/**
 * Online booking's switch is one setting of the one e2e server, which specs in other workers read and write
 * at the same time. A spec that turns it on holds this lock (a folder made atomically) until it has turned
 * it off again, so two such specs never overlap; a lock left by a killed run is taken over after a while.
 * Specs that only look at the reservation page pass whichever way the switch is.
 */
const LOCK = path.join(tmpdir(), `citybreak-e2e-booking-switch-${process.env.E2E_PORT ?? 3210}`)
const STALE_MS = 5 * 60_000

export async function holdBookingSwitch(): Promise<() => Promise<void>> {
  for (;;) {
    try {
      await mkdir(LOCK)
      return () => rm(LOCK, { recursive: true, force: true })
    } catch {
      const made = await stat(LOCK).then(
        (lock) => lock.mtimeMs,
        () => 0,
      )
      if (Date.now() - made > STALE_MS) await rm(LOCK, { recursive: true, force: true })
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

/** Turns online booking on or off as an owner would, through the API (the request must be signed in). */
export async function switchBooking(request: APIRequestContext, enabled: boolean) {
  const response = await request.put('/api/settings/booking', { data: { enabled } })
  if (!response.ok())
    throw new Error(`Turning booking ${enabled ? 'on' : 'off'} failed: ${response.status()}`)
}

/** An owner's signed-in API, in a context of its own so the visitor's page stays signed out. */
export async function asOwner(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const signedIn = await page.request.post('/api/auth/login', { data: E2E_ADMIN })
  if (!signedIn.ok()) throw new Error(`Admin sign-in failed with ${signedIn.status()}`)
  await run(page)
  await context.close()
}

/** Holds the switch and turns booking on; the answer turns it off again and lets the switch go. */
export async function turnBookingOn(browser: Browser): Promise<() => Promise<void>> {
  const release = await holdBookingSwitch()
  await asOwner(browser, (owner) => switchBooking(owner.request, true))
  return async () => {
    await asOwner(browser, (owner) => switchBooking(owner.request, false))
    await release()
  }
}
