import type { AddressInfo } from 'node:net'
import type { Database } from '#app/db/client.server'
import { loadConfig } from '#app/env.server'
import { createHttpApp } from '#server/http-app'
import { createLogger } from '#server/request-logger'
import { createTestDatabase } from './test-database'

export type TestServer = {
  db: Database
  url: (path: string) => string
  close: () => Promise<void>
}

/** The real HTTP app on a free port, over a database of its own. */
export async function startTestServer(environment: Record<string, string> = {}): Promise<TestServer> {
  const database = await createTestDatabase()
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...environment })
  const app = createHttpApp({ db: database.db, config, logger: createLogger('silent') })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return {
    db: database.db,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await database.close()
    },
  }
}
