import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import express from 'express'
import { describe, expect, it, vi } from 'vitest'
import { errorHandler } from './api/middleware/error-handler'
import { createLogger, requestLogger } from './request-logger'

/** The app's logger and request logger, writing their JSON lines to an array. */
function capture() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { logger: createLogger('info', stream), lines }
}

/** One request to an app whose only route fails with `error`, through the API's error handler. */
async function failWith(error: Error) {
  const { logger, lines } = capture()
  const app = express()
  app.use(requestLogger(logger).middleware)
  app.post('/leads', (_req, _res, next) => next(error))
  app.use(errorHandler)
  const server = app.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  const response = await fetch(`http://127.0.0.1:${port}/leads`, { method: 'POST' })
  server.close()
  await vi.waitFor(() => expect(lines.length).toBeGreaterThan(0))
  return { status: response.status, lines }
}

describe('the log line of a request that failed', () => {
  it('keeps the failed query and the database’s reason, not the values a visitor sent', async () => {
    const query = 'insert into "contact_leads" ("first_name", "email", "phone") values ($1, $2, $3)'
    const values = ['Maria', 'maria.rossi@example.com', '020 7946 0999']
    const refusal = new Error('unsupported Unicode escape sequence')
    const { status, lines } = await failWith(new DrizzleQueryError(query, values, refusal))
    expect(status).toBe(500)
    expect(lines).toHaveLength(1)
    const [line = ''] = lines
    expect(line).toContain('insert into \\"contact_leads\\"')
    expect(line).toContain('unsupported Unicode escape sequence')
    expect(line).not.toMatch(/maria|Maria|7946/)
  })

  it('carries any other error as it is', async () => {
    const { lines } = await failWith(new Error('the disk is full'))
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      msg: 'request failed',
      res: { status: 500 },
      err: { type: 'Error', message: 'the disk is full' },
    })
  })
})
