import { once } from 'node:events'
import { rmSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { freePort, freshDataDir, startServer, waitForHealth } from '#tests/setup/server-process'
import { buildIfStale } from '../build-if-stale.mjs'

/** The production server as `npm start` runs it, on a throwaway data folder and a free port. */
export type RunningServer = {
  origin: string
  /** Everything the server has written to stdout and stderr so far. */
  output: () => string
  stop: () => Promise<void>
}

/**
 * Builds when needed, then starts the server and waits for its warm-up; DATABASE_URL in `environment` picks
 * PostgreSQL, and WEB_CONCURRENCY there how many server processes serve.
 */
export async function startProductionServer(
  environment: Record<string, string> = {},
): Promise<RunningServer> {
  buildIfStale()
  const dataDir = freshDataDir('citybreak-bench-')
  const port = await freePort()
  const server = startServer({ PORT: String(port), DATA_DIR: dataDir, ...environment })
  await waitForHealth(port, 120_000)
  const processes = Number(environment.WEB_CONCURRENCY || 1)
  const warmed = () => server.output().match(/public pages warmed/g)?.length ?? 0
  // Measure the server as visitors meet it, not while it renders its pages once after starting (warm-up.ts):
  // each of its processes warms its own.
  while (warmed() < processes) {
    if (server.child.exitCode !== null) throw new Error(`The server stopped:\n${server.output()}`)
    await sleep(100)
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    output: server.output,
    stop: async () => {
      if (server.child.exitCode === null) {
        server.child.kill('SIGTERM')
        await once(server.child, 'exit')
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
