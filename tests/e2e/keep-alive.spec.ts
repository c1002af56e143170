import { expect, test } from '@playwright/test'
import { rawConnection } from '../setup/raw-connection'
import { freePort, freshDataDir, startServer, waitForHealth } from '../setup/server-process'

// A request sent on a kept-alive connection just as the server closes it fails unanswered, and a balancer does
// not resend a POST: the server keeps idle connections longer than its clients do (decision 54).

const healthRequest = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'

test('a connection left idle past Node’s 5 s is still answered on; a stopping server closes it, and a spare one, at once', async () => {
  test.setTimeout(60_000)
  const port = await freePort()
  const server = startServer({ PORT: String(port), DATA_DIR: freshDataDir(), SHUTDOWN_DRAIN_MS: '0' })
  await waitForHealth(port)
  const connection = await rawConnection(port)
  const { socket, answers } = connection
  socket.write(healthRequest)
  await expect.poll(answers).toEqual(['HTTP/1.1 200'])

  await new Promise((resolve) => setTimeout(resolve, 6_500))
  expect(socket.destroyed).toBe(false)
  socket.write(healthRequest)
  await expect.poll(answers).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200'])

  // A spare connection, as a browser opens one ahead of need, which never carries a request.
  const spare = await rawConnection(port)

  // Idle again: the shutdown closes both rather than waiting the minute they may stay open.
  const closed = Promise.all([connection.closed, spare.closed])
  const signalled = Date.now()
  server.child.kill('SIGTERM')
  await closed
  expect(spare.answers()).toEqual([])
  expect(await server.exited, server.output()).toBe(0)
  expect(Date.now() - signalled).toBeLessThan(10_000)
})
