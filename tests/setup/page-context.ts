import { RouterContextProvider } from 'react-router'
import { type AppContext, appContext } from '#app/app-context.server'
import type { Database } from '#app/db/client.server'
import { loadConfig } from '#app/env.server'
import { mailSettings } from '#app/services/mail/mail-settings.server'
import { loadSearchOptions } from '#app/services/search/options.server'

/** The load context the server builds for a page request (`server/app.ts`), over a test's database. */
export function pageContext(db: Database, overrides: Partial<AppContext> = {}) {
  const context = new RouterContextProvider()
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })
  context.set(appContext, {
    db,
    config,
    cspNonce: '',
    audience: 'visitors',
    // Read afresh each time: a test changes the catalogue between two loads without announcing it.
    searchOptions: () => loadSearchOptions(db),
    mailer: { settings: mailSettings(config), kick: () => undefined },
    countPublicWrite: async () => true,
    // Called directly, a loader's errors reach the test, not React Router's error handler.
    reportError: () => undefined,
    ...overrides,
  })
  return context
}

type PageLoader = (args: never) => unknown

/**
 * What a loader answered or threw on purpose: `data(…, { status })`, a Response (a redirect, say: its
 * `location`), or plain data.
 */
type PageAnswer = { status: number; data: unknown; location?: string | null }

const responseAnswer = async (response: Response): Promise<PageAnswer> => ({
  status: response.status,
  data: await response.text(),
  location: response.headers.get('location'),
})

function answerOf(outcome: unknown): PageAnswer | undefined {
  const wrapped = outcome as { type?: unknown; data?: unknown; init?: { status?: number } | null } | null
  if (wrapped?.type === 'DataWithResponseInit')
    return { status: wrapped.init?.status ?? 200, data: wrapped.data }
  return undefined
}

/**
 * A page's loader run for `url` as the server would run it: the status the page is sent with (a thrown
 * `data(null, { status: 404 })` is the 404 page, a thrown `redirect` its status and location) and its data.
 * Anything else it throws fails the test. `cookie` is the request's Cookie header, a signed-in admin's, say.
 */
export async function loadPage(
  loader: PageLoader,
  url: string,
  db: Database,
  {
    params = {},
    cookie,
    ...overrides
  }: Partial<AppContext> & { params?: Record<string, string>; cookie?: string } = {},
): Promise<PageAnswer> {
  const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {} })
  const args = { request, params, context: pageContext(db, overrides) }
  try {
    const outcome = await loader(args as never)
    if (outcome instanceof Response) return await responseAnswer(outcome)
    return answerOf(outcome) ?? { status: 200, data: outcome }
  } catch (thrown) {
    if (thrown instanceof Response) return await responseAnswer(thrown)
    const answer = answerOf(thrown)
    if (!answer) throw thrown
    return answer
  }
}
