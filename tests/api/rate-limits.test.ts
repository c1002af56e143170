import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadBody, postJson } from '#tests/factories/enquiries'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(() => server.close())

async function statusesOf(count: number, send: (index: number) => Promise<Response>) {
  const statuses: number[] = []
  for (let index = 0; index < count; index += 1) statuses.push((await send(index)).status)
  return statuses
}

describe('per-IP rate limits on the public writes', () => {
  it('answers 429 with a clear message after 20 sign-ups in an hour', async () => {
    const statuses = await statusesOf(20, (index) =>
      postJson(server.url('/api/email-signups'), { email: `reader${index}@example.com` }),
    )
    expect(statuses.every((status) => status === 201)).toBe(true)
    const limited = await postJson(server.url('/api/email-signups'), { email: 'one-more@example.com' })
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({
      error: 'Too many requests from your connection. Please wait a few minutes and try again.',
    })
    expect(limited.headers.get('ratelimit-policy')).toMatch(/q=20/)
  })

  it('answers 429 after 10 call-back requests in an hour, counted apart from sign-ups', async () => {
    const statuses = await statusesOf(10, () => postJson(server.url('/api/contact-webhook'), leadBody()))
    expect(statuses.every((status) => status === 201)).toBe(true)
    expect((await postJson(server.url('/api/contact-webhook'), leadBody())).status).toBe(429)
  })
})
