import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import { pageContext } from '#tests/setup/page-context'
import { documentStatus, handleError } from './entry.server'

/** A page request's load context, as the server builds it, noting what reaches the log. */
function pageRequest() {
  const reported: unknown[] = []
  const context = pageContext(undefined as never, { reportError: (error) => void reported.push(error) })
  const fail = (error: unknown) =>
    handleError(error, {
      request: new Request('http://localhost/package/venice-city-break'),
      context,
      params: {},
    })
  return { context, reported, fail }
}

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })

describe('a page whose loader failed', () => {
  it('goes out as a 503 when the database did not answer, with the failure on the log line', () => {
    const page = pageRequest()
    const failure = new DrizzleQueryError('select 1', [], refused)
    page.fail(failure)
    expect(documentStatus(500, page.context)).toBe(503)
    expect(page.reported).toEqual([failure])
  })

  it('stays a 500 for any other fault, and leaves other statuses alone', () => {
    const page = pageRequest()
    page.fail(new TypeError('Cannot read properties of undefined'))
    expect(documentStatus(500, page.context)).toBe(500)
    expect(documentStatus(404, pageRequest().context)).toBe(404)
    expect(page.reported).toHaveLength(1)
  })
})
