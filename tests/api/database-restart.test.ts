import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openPostgres } from '#app/db/client.server'
import { SESSION_COOKIE } from '#app/services/auth/auth.server'
import { anotherVisitor, postJson } from '#tests/factories/enquiries'
import { startTestServer, type TestServer } from '#tests/setup/test-server'
import { startThrowawayPostgres, whyNoThrowawayPostgres } from '#tests/setup/throwaway-postgres'

// A server of its own: the machine's shared PostgreSQL must never be restarted by a test.
const cannotRun = whyNoThrowawayPostgres()
const UNAVAILABLE = { error: 'The database is unavailable. Please try again shortly.' }

let postgres: Awaited<ReturnType<typeof startThrowawayPostgres>> | undefined
let database: DatabaseHandle | undefined
let server: TestServer | undefined
let signups = 0

/** What visitors and staff keep asking for: catalogue reads, the health check, sign-ups, session checks. */
function visit(target: TestServer) {
  signups += 1
  return [
    fetch(target.url('/api/travel-packages')),
    fetch(target.url('/api/health')),
    postJson(target.url('/api/email-signups'), { email: `reader${signups}@example.com` }, anotherVisitor()),
    fetch(target.url('/api/auth/me'), { headers: { cookie: `${SESSION_COOKIE}=not-a-session` } }),
  ]
}

describe.skipIf(cannotRun)(`when PostgreSQL restarts${cannotRun ? ` (skipped: ${cannotRun})` : ''}`, () => {
  beforeAll(async () => {
    postgres = await startThrowawayPostgres()
    database = openPostgres(postgres.url)
    await database.migrate()
    server = await startTestServer({ database })
  }, 120_000)

  afterAll(async () => {
    await server?.close()
    await database?.close()
    postgres?.destroy()
  })

  it('answers 503 with clear errors while it is down, and recovers without restarting the app', async () => {
    if (!server || !postgres) throw new Error('set-up failed')
    const target = server
    const statuses: number[] = []
    let loading = true
    const load = (async () => {
      while (loading) {
        for (const response of await Promise.all(visit(target))) {
          statuses.push(response.status)
          await response.body?.cancel()
        }
      }
    })()

    await expect.poll(() => statuses.includes(201)).toBe(true)
    await postgres.stop()

    // The health check asks the database at most once a second, so it may vouch for it a moment longer.
    await expect
      .poll(async () => (await fetch(target.url('/api/health'))).status, { timeout: 5_000 })
      .toBe(503)
    const health = await fetch(target.url('/api/health'))
    expect(await health.json()).toMatchObject({ status: 'unavailable' })
    // A read kept in memory is still answered; one that needs the database says why it cannot be.
    expect((await fetch(target.url('/api/travel-packages'))).status).toBe(200)
    const read = await fetch(target.url('/api/travel-packages/not-kept-in-memory'))
    expect([read.status, await read.json()]).toEqual([503, UNAVAILABLE])
    const signup = await postJson(target.url('/api/email-signups'), { email: 'while-down@example.com' })
    expect([signup.status, await signup.json()]).toEqual([503, UNAVAILABLE])

    await postgres.start()
    await expect
      .poll(async () => (await fetch(target.url('/api/health'))).status, { timeout: 30_000 })
      .toBe(200)
    loading = false
    await load

    expect((await fetch(target.url('/api/travel-packages'))).status).toBe(200)
    expect((await postJson(target.url('/api/email-signups'), { email: 'after@example.com' })).status).toBe(
      201,
    )
    // Under load through the restart, nothing but the expected answers and 503: never a 500.
    expect(new Set(statuses)).toEqual(new Set([200, 201, 401, 503]))
  }, 120_000)
})
