import { setTimeout as sleep } from 'node:timers/promises'
import { expect, test } from '@playwright/test'
import { type RawConnection, rawConnection } from '../setup/raw-connection'
import { freePort, freshDataDir, startServer, waitForHealth } from '../setup/server-process'

// A client sending its request slowly holds a connection, and keeps a stopping server waiting, for as long as
// the server lets it: 15 s for the headers and 60 s for the whole request, checked every second (decision 54).

const healthRequest = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'

/** How long the connection stayed open, or Infinity if it still is after `ms`: a failing test says so at once. */
const closedWithin = (connection: RawConnection, ms: number) =>
  Promise.race([connection.closed, sleep(ms).then(() => Number.POSITIVE_INFINITY)])

/**
 * A newsletter sign-up the server has taken on (it asked for, and got, `100 Continue`) whose body is still to
 * come: `length` bytes are declared, which the test sends as slowly as it likes.
 */
async function signUpUnderWay(port: number, length: number) {
  const connection = await rawConnection(port)
  connection.socket.write(
    `POST /api/email-signups HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${length}\r\nExpect: 100-continue\r\n\r\n`,
  )
  await expect.poll(connection.received).toContain('100 Continue')
  return connection
}

test('a client dripping a header line every 4 s is cut off by the headers limit, while a kept-alive connection idle as long is still answered', async () => {
  test.setTimeout(60_000)
  const port = await freePort()
  const server = startServer({ PORT: String(port), DATA_DIR: freshDataDir() })
  await waitForHealth(port)
  const keptAlive = await rawConnection(port)
  keptAlive.socket.write(healthRequest)
  await expect.poll(keptAlive.answers).toEqual(['HTTP/1.1 200'])

  const dripping = await rawConnection(port)
  dripping.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n')
  dripping.drip('X-Still-Coming: yes\r\n', 4_000)
  // 15 s, and up to the second the server takes to notice: Node's own limits held it about 72 s.
  expect(await closedWithin(dripping, 25_000)).toBeLessThan(18_000)
  expect(dripping.answers()).toEqual(['HTTP/1.1 408'])

  // Idle longer than the headers limit: the limit runs from each request's first byte, not from the last answer.
  keptAlive.socket.write(healthRequest)
  await expect.poll(keptAlive.answers).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200'])
  server.child.kill('SIGTERM')
  expect(await server.exited, server.output()).toBe(0)
})

test('a post whose body trickles in a byte a second is answered 408 by the whole-request limit, a minute on', async () => {
  // The limit's minute, on top of a start that takes 15 s or more on a busy machine.
  test.setTimeout(150_000)
  const port = await freePort()
  const server = startServer({ PORT: String(port), DATA_DIR: freshDataDir() })
  await waitForHealth(port)
  const trickling = await signUpUnderWay(port, 1_000)
  trickling.drip(' ', 1_000)
  const openFor = await closedWithin(trickling, 75_000)
  // Not sooner than the limit: the largest image the admin may upload (10 MB) takes that long at 1.4 Mbit/s.
  expect(openFor).toBeGreaterThan(59_000)
  // Node's own limit let it go on for 5 minutes.
  expect(openFor).toBeLessThan(63_000)
  expect(trickling.answers()).toEqual(['HTTP/1.1 100', 'HTTP/1.1 408'])
  server.child.kill('SIGTERM')
  expect(await server.exited, server.output()).toBe(0)
})

test('on SIGTERM a post still trickling in when the grace ends is answered 503 and its connection closed, and the server exits 0', async () => {
  test.setTimeout(60_000)
  const port = await freePort()
  const server = startServer({ PORT: String(port), DATA_DIR: freshDataDir() })
  await waitForHealth(port)
  const trickling = await signUpUnderWay(port, 1_000)
  trickling.drip(' ', 1_000)
  const signalled = performance.now()
  server.child.kill('SIGTERM')
  expect(await server.exited, server.output()).toBe(0)
  // Turning away (at most 3 s), then the 10 s grace a request still being sent is given to finish.
  expect(performance.now() - signalled).toBeLessThan(15_000)
  expect(await closedWithin(trickling, 1_000)).toBeLessThan(Number.POSITIVE_INFINITY)
  expect(trickling.answers()).toEqual(['HTTP/1.1 100', 'HTTP/1.1 503'])
  expect(trickling.received()).toMatch(/\r\nConnection: close\r\n/i)
  expect(trickling.received()).toMatch(/\r\nRetry-After: 1\r\n/i)
})

test('on SIGTERM a post still being sent that arrives whole within the grace is answered, its connection closed, and the server exits 0 at once', async () => {
  test.setTimeout(60_000)
  const port = await freePort()
  const server = startServer({ PORT: String(port), DATA_DIR: freshDataDir() })
  await waitForHealth(port)
  const body = JSON.stringify({ email: 'slow-upload@example.com' })
  const sending = await signUpUnderWay(port, body.length)
  const signalled = performance.now()
  server.child.kill('SIGTERM')
  await expect.poll(server.output).toContain('SIGTERM received')
  // About two seconds for the body, as a slow upload that was nearly done would take.
  for (const character of body) {
    sending.socket.write(character)
    await sleep(50)
  }
  expect(await closedWithin(sending, 5_000)).toBeLessThan(Number.POSITIVE_INFINITY)
  expect(sending.answers()).toEqual(['HTTP/1.1 100', 'HTTP/1.1 201'])
  // It was taken on before the signal, with a client that would keep the connection: the answer closes it.
  expect(sending.received()).toMatch(/\r\nConnection: close\r\n/i)
  expect(await server.exited, server.output()).toBe(0)
  // Not the grace's 10 s waiting on a connection kept for a next request that no longer has a port to come to.
  expect(performance.now() - signalled).toBeLessThan(7_000)
})
