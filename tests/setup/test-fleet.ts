import { cloneTemplateDatabase, createTestDatabase } from './test-database'
import { startTestServer, type TestServer } from './test-server'

export type TwoServers = { a: TestServer; b: TestServer; close: () => Promise<void> }

/**
 * Two servers on one database, as behind a load balancer. On PostgreSQL each opens connections of its own to
 * a fresh copy of the migrated template, as two processes would, and hears the other's catalogue changes;
 * the embedded PGlite, which only one process may hold, is shared by two apps within this one.
 */
export async function startTwoServers(): Promise<TwoServers> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    const database = await cloneTemplateDatabase(serverUrl)
    const [a, b] = await Promise.all([
      startTestServer({ fleetDatabaseUrl: database.url }),
      startTestServer({ fleetDatabaseUrl: database.url }),
    ])
    return { a, b, close: () => stopAll([a, b], database.drop) }
  }
  const database = await createTestDatabase()
  const [a, b] = await Promise.all([startTestServer({ database }), startTestServer({ database })])
  return { a, b, close: () => stopAll([a, b], database.close) }
}

async function stopAll(servers: TestServer[], closeDatabase: () => Promise<unknown>) {
  await Promise.all(servers.map((server) => server.close()))
  await closeDatabase()
}
