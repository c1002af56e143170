import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'

// These drive the production server process itself, not a browser: the runtime contract of DESIGN.md.

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

function startServer(environment: Record<string, string>): Started {
  let output = ''
  const child = spawn(process.execPath, ['build/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  return { child, output: () => output, exited }
}

async function waitForHealth(port: number) {
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status, {
      timeout: 60_000,
    })
    .toBe(200)
}

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'citybreak-lifecycle-'))

test('a bad setting stops start-up with one line naming the variable', async () => {
  const server = startServer({ PORT: 'not-a-port', DATA_DIR: freshDataDir() })
  expect(await server.exited).toBe(1)
  expect(server.output().trim()).toMatch(/^Invalid configuration: PORT .+$/)
})

test('a second server on the same data folder is refused, and SIGTERM shuts down cleanly', async () => {
  test.setTimeout(120_000)
  const dataDir = freshDataDir()
  const first = startServer({ PORT: '3291', DATA_DIR: dataDir })
  await waitForHealth(3291)

  const second = startServer({ PORT: '3292', DATA_DIR: dataDir })
  expect(await second.exited).toBe(1)
  expect(second.output()).toContain('is in use by another process')

  const inFlight = fetch('http://127.0.0.1:3291/package/venice-city-break')
  first.child.kill('SIGTERM')
  expect((await inFlight).status).toBe(200)
  expect(await first.exited).toBe(0)
  expect(first.output()).toContain('SIGTERM received')

  // The lock went with the first server: the folder opens again, with the data the first one seeded.
  const third = startServer({ PORT: '3293', DATA_DIR: dataDir })
  await waitForHealth(3293)
  expect(third.output()).not.toContain('seeded the sample catalogue')
  third.child.kill('SIGTERM')
  expect(await third.exited).toBe(0)
})
