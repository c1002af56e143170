import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openPostgres } from '#app/db/client.server'
import { cloneTemplateDatabase } from '#tests/setup/test-database'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/**
 * A network cut that sends no reset leaves PostgreSQL's connections open but silent: without a query
 * timeout every request on them would wait for minutes. Here a proxy in front of the server stops passing
 * bytes, as such a cut does, and starts again.
 */

const serverUrl = process.env.TEST_DATABASE_URL
const UNAVAILABLE = { error: 'The database is unavailable. Please try again shortly.' }

/** A TCP proxy to `target` that can go silent, keeping its connections open. */
async function silenceableProxy(target: URL) {
  let silent = false
  const proxy = net.createServer((visitor) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname)
    visitor.on('data', (bytes) => void (silent || upstream.write(bytes)))
    upstream.on('data', (bytes) => void (silent || visitor.write(bytes)))
    for (const [socket, other] of [
      [visitor, upstream],
      [upstream, visitor],
    ] as const) {
      socket.on('error', () => other.destroy())
      socket.on('close', () => other.destroy())
    }
  })
  proxy.listen(0, '127.0.0.1')
  await new Promise((resolve) => proxy.once('listening', resolve))
  return {
    port: (proxy.address() as AddressInfo).port,
    setSilent: (next: boolean) => {
      silent = next
    },
    close: () => new Promise((resolve) => proxy.close(resolve)),
  }
}

describe.skipIf(!serverUrl)('when the connection to PostgreSQL goes silent (TEST_DATABASE_URL only)', () => {
  let proxy: Awaited<ReturnType<typeof silenceableProxy>>
  let clone: Awaited<ReturnType<typeof cloneTemplateDatabase>>
  let database: DatabaseHandle
  let server: TestServer

  beforeAll(async () => {
    clone = await cloneTemplateDatabase(serverUrl as string)
    proxy = await silenceableProxy(new URL(clone.url))
    const proxied = new URL(clone.url)
    proxied.host = `127.0.0.1:${proxy.port}`
    database = openPostgres(proxied.toString())
    server = await startTestServer({ database })
  })

  afterAll(async () => {
    await server?.close()
    await database?.close()
    await proxy?.close()
    await clone?.drop()
  })

  it('answers 503 within the query timeout, and recovers on fresh connections', async () => {
    const read = () => fetch(server.url('/api/travel-packages/not-kept-in-memory'))
    expect((await read()).status).toBe(404)
    proxy.setSilent(true)
    const during = await read()
    expect([during.status, await during.json()]).toEqual([503, UNAVAILABLE])
    proxy.setSilent(false)
    expect((await read()).status).toBe(404)
  }, 40_000)
})
