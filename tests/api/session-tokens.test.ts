import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverSecrets } from '#app/db/schema.server'
import { signIn } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/**
 * Session tokens are signed (decision 22), so one that no server made is refused without a database query
 * (a stranger's made-up cookies cannot make the site work harder), and the key is the same on every server
 * and after every restart: SESSION_SECRET, or else one kept in the database.
 */

const me = (server: TestServer, cookie: string) => fetch(server.url('/api/auth/me'), { headers: { cookie } })

/** The two halves of a session cookie's token. */
const halves = (cookie: string) => {
  const [random = '', signed = ''] = cookie.slice(cookie.indexOf('=') + 1).split('.')
  return { random, signed }
}

const signed = (key: Buffer, random: string) =>
  createHmac('sha256', key).update(`session:${random}`).digest('base64url')

describe('without SESSION_SECRET', () => {
  let server: TestServer
  let cookie: string

  beforeAll(async () => {
    server = await startTestServer()
    cookie = await signIn(server)
  })
  afterAll(() => server.close())

  it('signs a session with the key kept in the database, which every server of the site reads', async () => {
    expect((await me(server, cookie)).status).toBe(200)
    const [stored] = await server.db.select().from(serverSecrets)
    expect(stored?.name).toBe('signing-key')
    const { random, signed: signature } = halves(cookie)
    expect(signature).toBe(signed(Buffer.from(stored?.secret ?? '', 'base64url'), random))
  })

  it('refuses a token whose signature is not the site’s', async () => {
    const { random, signed: signature } = halves(cookie)
    const forged = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    expect((await me(server, `citybreak_session=${random}.${forged}`)).status).toBe(401)
    expect((await me(server, `citybreak_session=${random}`)).status).toBe(401)
  })
})

describe('with SESSION_SECRET', () => {
  const secret = 'a-session-secret-of-at-least-32-characters'
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer({ environment: { SESSION_SECRET: secret } })
  })
  afterAll(() => server.close())

  it('signs with it instead', async () => {
    const cookie = await signIn(server)
    expect((await me(server, cookie)).status).toBe(200)
    const { random, signed: signature } = halves(cookie)
    expect(signature).toBe(signed(Buffer.from(secret), random))
  })
})
