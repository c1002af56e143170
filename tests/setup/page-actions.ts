import { RouterContextProvider } from 'react-router'
import { appContext } from '#app/app-context.server'
import type { Database } from '#app/db/client.server'
import { loadConfig } from '#app/env.server'
import { action as callbackAction } from '#app/routes/enquiries-call-back.server'
import { action as signupAction } from '#app/routes/enquiries-newsletter.server'
import { action as reservationAction } from '#app/routes/reservation.server'
import { mailSettings } from '#app/services/mail/mail-settings.server'
import type { CardPayments } from '#app/services/payments/stripe-client.server'
import type { PublicWrite } from '#app/services/rate-limits.server'
import { loadSearchOptions } from '#app/services/search/options.server'

/** The site the page actions are posted to, as a browser on it names it. */
export const SITE = 'http://localhost:3000'

/** What a browser says about a form post from one of this site's pages. */
export const FROM_THIS_SITE = { origin: SITE, 'sec-fetch-site': 'same-origin' }

export type Visit = { withinLimit?: boolean; publicUrl?: string; cardPayments?: CardPayments }

/** The load context the server builds for a page request, over `db`, noting what the action counts and wakes. */
function contextFor(db: Database, { withinLimit = true, publicUrl, cardPayments }: Visit = {}) {
  const counted: PublicWrite[] = []
  const kicks: string[] = []
  const mailKicks: string[] = []
  const catalogueWrites: string[] = []
  const context = new RouterContextProvider()
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...(publicUrl && { PUBLIC_URL: publicUrl }),
  })
  context.set(appContext, {
    db,
    config,
    cspNonce: '',
    audience: 'visitors',
    searchOptions: () => loadSearchOptions(db),
    leadOutbox: { kick: () => void kicks.push('kick') },
    mailer: { settings: mailSettings(config), kick: () => void mailKicks.push('kick') },
    countPublicWrite: async (write) => {
      counted.push(write)
      return withinLimit
    },
    cardPayments,
    onCatalogueWrite: () => void catalogueWrites.push('write'),
    // Called directly, an action's errors reach the test, not React Router's error handler.
    reportError: () => undefined,
  })
  return { context, counted, kicks, mailKicks, catalogueWrites }
}

export const formPost = (
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = FROM_THIS_SITE,
) => new Request(url, { method: 'POST', headers, body: new URLSearchParams(fields) })

export type Answer = { status: number; location: string | null; data: unknown }

/** What an action answered or threw, as the page's HTTP answer would carry it. */
async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  const outcome = await run().catch((thrown: unknown) => thrown)
  if (outcome instanceof Response) {
    return { status: outcome.status, location: outcome.headers.get('location'), data: null }
  }
  const { data, init } = outcome as { data: unknown; init?: { status?: number } }
  return { status: init?.status ?? 200, location: null, data }
}

/** A call-back form posted to `/enquiries/call-back` without JavaScript: its answer, and what it counted and woke. */
export function postCallBack(db: Database, request: Request, visit?: Visit) {
  const { context, counted, kicks } = contextFor(db, visit)
  return {
    counted,
    kicks,
    answer: answerOf(() => callbackAction({ request, context, params: {} } as never)),
  }
}

/** A sign-up posted to `/enquiries/newsletter` without JavaScript: its answer, and what it counted and woke. */
export function postSignup(db: Database, request: Request, visit?: Visit) {
  const { context, counted, mailKicks } = contextFor(db, visit)
  return {
    counted,
    mailKicks,
    answer: answerOf(() => signupAction({ request, context, params: {} } as never)),
  }
}

/** A booking posted to a reservation page without JavaScript: its answer, and what it counted and cleared. */
export function postReservation(db: Database, packageSlug: string, request: Request, visit?: Visit) {
  const { context, counted, catalogueWrites } = contextFor(db, visit)
  return {
    counted,
    catalogueWrites,
    answer: answerOf(() => reservationAction({ request, context, params: { packageSlug } } as never)),
  }
}
