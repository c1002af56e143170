import { Writable } from 'node:stream'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import { createLogger } from './request-logger'

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

describe('logging a failed query', () => {
  it('keeps the query and the database’s reason, not the values a visitor sent', () => {
    const { logger, lines } = capture()
    const refusal = new Error('unsupported Unicode escape sequence')
    const query = 'insert into "contact_leads" ("first_name", "email", "phone") values ($1, $2, $3)'
    logger.error(
      { err: new DrizzleQueryError(query, ['Maria', 'maria.rossi@example.com', '020 7946 0999'], refusal) },
      'request failed',
    )
    const [line = ''] = lines
    expect(line).toContain('insert into \\"contact_leads\\"')
    expect(line).toContain('unsupported Unicode escape sequence')
    expect(line).not.toMatch(/maria|Maria|7946/)
  })

  it('leaves any other error as it is', () => {
    const { logger, lines } = capture()
    logger.error({ err: new Error('the disk is full') }, 'request failed')
    expect(JSON.parse(lines[0] ?? '{}').err).toMatchObject({ type: 'Error', message: 'the disk is full' })
  })
})
