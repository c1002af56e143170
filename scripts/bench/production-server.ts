import { once } from 'node:events'
import { rmSync } from 'node:fs'
import { freePort, freshDataDir, startServer, waitForHealth } from '#tests/setup/server-process'
import { buildIfStale } from '../build-if-stale.mjs'

/** The production server as `npm start` runs it, on a throwaway data folder and a free port. */
export type RunningServer = { origin: string; stop: () => Promise<void> }

/** Builds when needed, then starts the server; DATABASE_URL in `environment` picks PostgreSQL. */
export async function startProductionServer(
  environment: Record<string, string> = {},
): Promise<RunningServer> {
  buildIfStale()
  const dataDir = freshDataDir('citybreak-bench-')
  const port = await freePort()
  const server = startServer({ PORT: String(port), DATA_DIR: dataDir, ...environment })
  await waitForHealth(port, 120_000)
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (server.child.exitCode === null) {
        server.child.kill('SIGTERM')
        await once(server.child, 'exit')
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
