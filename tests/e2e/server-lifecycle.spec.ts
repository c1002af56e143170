import { expect, test } from '@playwright/test'
import { freshDataDir, startServer, waitForHealth } from './server-process'

// These drive the production server process itself, not a browser: the runtime contract of DESIGN.md.

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
