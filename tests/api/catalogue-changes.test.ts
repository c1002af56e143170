import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { travelPackages } from '#app/db/schema.server'
import type { PackageDetail } from '#app/lib/catalogue'
import { createPackage } from '#tests/factories/catalogue'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { withAdminClient } from '#tests/setup/postgres-admin'
import { cloneTemplateDatabase } from '#tests/setup/test-database'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

// Two servers of a fleet on one PostgreSQL database, each with its own page cache (decision 28).
const serverUrl = process.env.TEST_DATABASE_URL
const SLUG = 'fleet-cache-break'

describe.skipIf(!serverUrl)('a catalogue change on one server of a fleet', () => {
  let database: Awaited<ReturnType<typeof cloneTemplateDatabase>>
  let a: TestServer
  let b: TestServer
  let asAdminOnA: ReturnType<typeof adminRequest>
  let packageId: number
  const logOfB: string[] = []

  beforeAll(async () => {
    database = await cloneTemplateDatabase(serverUrl ?? '')
    a = await startTestServer({ fleetDatabaseUrl: database.url })
    const logTo = new Writable({
      write: (line, _encoding, done) => done(void logOfB.push(String(line))),
    })
    b = await startTestServer({ fleetDatabaseUrl: database.url, logTo })
    asAdminOnA = adminRequest(a, await signIn(a))
    packageId = (await createPackage(a.db, { slug: SLUG, title: 'Fleet Cache Break' })).id
  })

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()])
    await database?.drop()
  })

  const titleOn = async (server: TestServer) => {
    const response = await fetch(server.url(`/api/travel-packages/${SLUG}`))
    return ((await response.json()) as PackageDetail).title
  }

  /** A change behind the servers' backs (a database console): nobody announces it, so a kept answer stays. */
  const retitleInDatabase = (title: string) =>
    a.db.update(travelPackages).set({ title }).where(eq(travelPackages.id, packageId))

  /** B answers from memory: a change made in the database alone does not show. */
  async function keptOnB(title: string) {
    await retitleInDatabase(`${title} (unannounced)`)
    expect(await titleOn(b)).toBe(title)
    expect(await titleOn(b)).toBe(title)
  }

  const retitleThroughA = async (title: string) => {
    const saved = await asAdminOnA('PUT', `/api/travel-packages/${packageId}`, { title, duration: 3 })
    expect(saved.status).toBe(200)
  }

  const databaseName = () => new URL(database.url).pathname.slice(1)

  /** The listeners' connections to this test's database, ended as a database restart ends them. */
  const endListeners = () =>
    withAdminClient(serverUrl ?? '', (client) =>
      client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where application_name = 'citybreak catalogue changes' and datname = $1`,
        [databaseName()],
      ),
    )

  it('is shown by every other server within a second of its answer', async () => {
    // The package was made in the database directly: no notice is on its way to clear what B keeps now.
    expect(await titleOn(b)).toBe('Fleet Cache Break')
    await keptOnB('Fleet Cache Break')

    await retitleThroughA('Fleet Cache Break, Now Longer')
    await expect
      .poll(() => titleOn(b), { timeout: 1_000, interval: 50 })
      .toBe('Fleet Cache Break, Now Longer')
  })

  it('is heard again after the connection was lost, and what was kept meanwhile is dropped', async () => {
    expect(await titleOn(b)).toBe('Fleet Cache Break, Now Longer')
    await keptOnB('Fleet Cache Break, Now Longer')
    // The database refuses new connections for a while, as it does while restarting.
    await withAdminClient(serverUrl ?? '', (client) =>
      client.query(`alter database ${databaseName()} allow_connections false`),
    )
    try {
      await endListeners()
      await expect
        .poll(() => logOfB.some((line) => line.includes('not listening for catalogue changes')))
        .toBe(true)
    } finally {
      await withAdminClient(serverUrl ?? '', (client) =>
        client.query(`alter database ${databaseName()} allow_connections true`),
      )
    }
    // Notices sent while B was not listening are lost, so B forgets what it kept once it listens again.
    await expect
      .poll(() => titleOn(b), { timeout: 10_000 })
      .toBe('Fleet Cache Break, Now Longer (unannounced)')
    expect(logOfB.some((line) => line.includes('listening for catalogue changes again'))).toBe(true)

    await keptOnB('Fleet Cache Break, Now Longer (unannounced)')
    await retitleThroughA('Fleet Cache Break, Heard Again')
    await expect
      .poll(() => titleOn(b), { timeout: 1_000, interval: 50 })
      .toBe('Fleet Cache Break, Heard Again')
  })
})
