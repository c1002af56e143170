import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** The production server as `npm start` runs it, on a throwaway data folder and a free port. */
export type RunningServer = { origin: string; stop: () => Promise<void> }

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as net.AddressInfo
  server.close()
  return port
}

async function waitForHealth(origin: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${output()}`)
    const status = await fetch(`${origin}/api/health`)
      .then((response) => response.status)
      .catch(() => 0)
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The server did not answer /api/health within 2 minutes:\n${output()}`)
}

/** Builds when needed (as `npm start` does), then starts the server; DATABASE_URL picks PostgreSQL. */
export async function startProductionServer(
  environment: Record<string, string> = {},
): Promise<RunningServer> {
  const root = path.resolve(import.meta.dirname, '../..')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'citybreak-bench-'))
  const port = await freePort()
  let output = ''
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Request logs go nowhere, as they would to a log shipper; warnings and errors still show.
      LOG_LEVEL: 'info',
      ...environment,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const origin = `http://127.0.0.1:${port}`
  await waitForHealth(origin, child, () => output)
  return {
    origin,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await once(child, 'exit')
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
