import { expect, test } from '@playwright/test'
import { freshDataDir, signUpHalfway, startServer, waitForHealth } from './server-process'

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

  // A request already taken on when SIGTERM arrives is still answered.
  const inFlight = await signUpHalfway(3291)
  first.child.kill('SIGTERM')
  await expect.poll(first.output).toContain('SIGTERM received')
  expect(await inFlight.finish()).toMatch(/HTTP\/1\.1 201 Created/)
  expect(await first.exited).toBe(0)

  // The lock went with the first server: the folder opens again, with the data the first one seeded.
  const third = startServer({ PORT: '3293', DATA_DIR: dataDir })
  await waitForHealth(3293)
  expect(third.output()).not.toContain('seeded the sample catalogue')
  third.child.kill('SIGTERM')
  expect(await third.exited).toBe(0)
})
