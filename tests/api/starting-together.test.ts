import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPostgres } from '#app/db/client.server'
import { adminUsers, travelPackages } from '#app/db/schema.server'
import { SEED_PACKAGES } from '#app/db/seed-catalogue.server'
import { prepareDatabase } from '#server/prepare-database'
import { createDatabase } from '#tests/setup/postgres-admin'

// Servers behind a load balancer are started together, and the first start of all meets an empty database.
const serverUrl = process.env.TEST_DATABASE_URL
const SERVERS = 3
const FIRST_ADMIN = { ADMIN_EMAIL: 'first@example.com', ADMIN_PASSWORD: 'first admin of the fleet' }

describe.skipIf(!serverUrl)('servers starting together on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>

  beforeAll(async () => {
    database = await createDatabase(serverUrl ?? '')
  })
  afterAll(() => database.drop())

  /** Each server's own connections, as separate processes have, preparing the database at the same moment. */
  async function startTogether() {
    const servers = Array.from({ length: SERVERS }, () => openPostgres(database.url))
    try {
      return await Promise.allSettled(servers.map((server) => prepareDatabase(server, FIRST_ADMIN)))
    } finally {
      await Promise.all(servers.map((server) => server.close()))
    }
  }

  async function rows() {
    const reader = openPostgres(database.url)
    try {
      const [packages] = await reader.db.select({ n: count() }).from(travelPackages)
      const admins = await reader.db.select({ email: adminUsers.email }).from(adminUsers)
      return { packages: packages?.n, admins: admins.map((admin) => admin.email) }
    } finally {
      await reader.close()
    }
  }

  it('on a fresh database all start: one migrates, seeds and makes the first admin, the others wait', async () => {
    const starts = await startTogether()
    expect(starts.filter((start) => start.status === 'rejected')).toEqual([])
    const seeded = starts.filter((start) => start.status === 'fulfilled' && start.value.seeded)
    expect(seeded).toHaveLength(1)
    expect(await rows()).toEqual({ packages: SEED_PACKAGES.length, admins: [FIRST_ADMIN.ADMIN_EMAIL] })
  })

  it('on a database already in use all start again, and nothing is added twice', async () => {
    const starts = await startTogether()
    expect(starts.map((start) => start.status === 'fulfilled' && !start.value.seeded)).toEqual(
      Array(SERVERS).fill(true),
    )
    expect(await rows()).toEqual({ packages: SEED_PACKAGES.length, admins: [FIRST_ADMIN.ADMIN_EMAIL] })
  })
})
