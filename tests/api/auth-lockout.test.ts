import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminUsers } from '#app/db/schema.server'
import { setAdminPassword } from '#app/services/auth/auth.server'
import { DEVICE_COOKIE } from '#app/services/auth/device-cookies.server'
import { postJson } from '#tests/factories/enquiries'
import { cookieSent } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer
const logLines: Record<string, unknown>[] = []

beforeAll(async () => {
  server = await startTestServer({
    environment: { TRUST_PROXY: 'loopback' },
    logTo: { write: (line: string) => logLines.push(JSON.parse(line)) },
  })
})

afterAll(() => server.close())

type Account = { email: string; password: string }

let accounts = 0
/** A staff account of its own for each test, so one test's lock-out is not another's. */
async function newAccount(): Promise<Account> {
  accounts += 1
  const account = { email: `staff${accounts}@example.com`, password: `the right passphrase ${accounts}` }
  await setAdminPassword(server.db, account.email, account.password)
  return account
}

let addresses = 0
/** Another visitor's address each time, as the proxy on this machine reports it. */
const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.100.${(addresses++ % 250) + 1}` })

const signIn = (body: Account, headers: Record<string, string> = {}) =>
  postJson(server.url('/api/auth/login'), body, { ...fromNewAddress(), ...headers })

const wrong = (account: Account, attempt: number) => ({ ...account, password: `a wrong guess ${attempt}` })

async function statusesOf(count: number, send: (attempt: number) => Promise<Response>) {
  const statuses: number[] = []
  for (let attempt = 0; attempt < count; attempt += 1) statuses.push((await send(attempt)).status)
  return statuses
}

/** Signs in with the right password from a browser of its own; answers that browser's device cookie. */
async function deviceOf(account: Account) {
  const response = await signIn(account)
  expect(response.status).toBe(200)
  return cookieSent(response, DEVICE_COOKIE)
}

/** Guesses from other addresses until the account refuses unknown browsers. */
async function lockOut(account: Account, guesses = 11) {
  const statuses = await statusesOf(guesses, (attempt) => signIn(wrong(account, attempt)))
  expect(statuses.at(-1)).toBe(429)
}

describe('device cookies keep staff in while their account is being guessed at', () => {
  it('lets a browser that signed in before back in after 60 guesses from 60 addresses; others get 429', async () => {
    const owner = await newAccount()
    const device = await deviceOf(owner)

    const guesses = await statusesOf(60, (attempt) => signIn(wrong(owner, attempt)))
    expect(guesses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(guesses.slice(10)).toEqual(Array(50).fill(429))

    expect((await signIn(owner)).status).toBe(429)
    const known = await signIn(owner, { cookie: device })
    expect(known.status).toBe(200)
    expect(await known.json()).toEqual({
      user: { id: expect.any(Number), email: owner.email, role: 'owner' },
    })
  })

  it('sets the device cookie httpOnly, SameSite=Lax, long-lived, sent only to the sign-in', async () => {
    const response = await signIn(await newAccount())
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${DEVICE_COOKIE}=`))
    expect(cookie).toMatch(/^citybreak_device=[\w-]{22}\.[\w-]{43};/)
    expect(cookie).toMatch(/; HttpOnly/i)
    expect(cookie).toMatch(/; SameSite=Lax/i)
    expect(cookie).toMatch(/; Path=\/api\/auth\/login(;|$)/)
    expect(cookie).toMatch(/; Max-Age=31536000/)
    // Plain http from this machine: a Secure cookie would never come back.
    expect(cookie).not.toMatch(/; Secure/i)
  })

  it("gives no allowance for another account's device cookie, nor a forged one", async () => {
    const owner = await newAccount()
    const colleagueDevice = await deviceOf(await newAccount())
    const ownDevice = await deviceOf(owner)
    await lockOut(owner)

    const [, signature] = ownDevice.split('.')
    const forgeries = [
      colleagueDevice,
      `${DEVICE_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA.${signature}`,
      `${ownDevice.slice(0, -2)}xx`,
      `${DEVICE_COOKIE}=not-a-device-cookie`,
    ]
    for (const cookie of forgeries) expect((await signIn(owner, { cookie })).status).toBe(429)
    expect((await signIn(owner, { cookie: ownDevice })).status).toBe(200)
  })

  it("counts a known browser's wrong passwords on its own, not against the account", async () => {
    const owner = await newAccount()
    const device = await deviceOf(owner)
    const fromDevice = await statusesOf(10, (attempt) => signIn(wrong(owner, attempt), { cookie: device }))
    expect(fromDevice).toEqual(Array(10).fill(401))

    // The account has counted none of them: unknown browsers still have their ten.
    const fromOthers = await statusesOf(11, (attempt) => signIn(wrong(owner, attempt)))
    expect(fromOthers).toEqual([...Array(10).fill(401), 429])
  })

  it('treats a browser past its own ten wrong passwords as unknown until its window ends', async () => {
    const owner = await newAccount()
    const device = await deviceOf(owner)
    await lockOut(owner)

    const fromDevice = await statusesOf(11, (attempt) => signIn(wrong(owner, attempt), { cookie: device }))
    expect(fromDevice).toEqual([...Array(10).fill(401), 429])
    expect((await signIn(owner, { cookie: device })).status).toBe(429)
  })

  it('logs each failed sign-in with the address and a masked account, never the password', async () => {
    const owner = await newAccount()
    const guess = wrong(owner, 1)
    expect((await signIn(guess, { 'x-forwarded-for': '192.0.2.77' })).status).toBe(401)

    const warnings = logLines.filter((line) => line.msg === 'sign-in failed' && line.address === '192.0.2.77')
    expect(warnings).toEqual([
      expect.objectContaining({ level: 40, account: `s***@example.com`, outcome: 'wrong email or password' }),
    ])
    const everything = JSON.stringify(logLines)
    expect(everything).not.toContain(guess.password)
    expect(everything).not.toContain(owner.email)
  })

  it('logs a sign-in refused by the lock-out too', async () => {
    const owner = await newAccount()
    await lockOut(owner)
    expect((await signIn(owner, { 'x-forwarded-for': '192.0.2.78' })).status).toBe(429)
    expect(logLines).toContainEqual(
      expect.objectContaining({
        msg: 'sign-in failed',
        address: '192.0.2.78',
        outcome: 'too many for this account',
      }),
    )
  })
})

describe('a deactivated account', () => {
  const DEACTIVATED = 'This account has been deactivated. Ask an owner to reactivate it.'
  const INCORRECT = 'The email or password is incorrect.'

  async function deactivatedAccount() {
    const account = await newAccount()
    await server.db
      .update(adminUsers)
      .set({ deactivatedAt: new Date() })
      .where(eq(adminUsers.email, account.email))
    return account
  }

  it('tells the right password it is deactivated; a wrong one hears what an unknown email hears', async () => {
    const account = await deactivatedAccount()
    const right = await signIn(account, { 'x-forwarded-for': '192.0.2.79' })
    expect(right.status).toBe(403)
    expect(await right.json()).toEqual({ error: DEACTIVATED })
    expect(right.headers.getSetCookie()).toEqual([])
    expect(logLines).toContainEqual(
      expect.objectContaining({
        msg: 'sign-in failed',
        address: '192.0.2.79',
        outcome: 'account deactivated',
      }),
    )

    const wrongPassword = await signIn(wrong(account, 1))
    const unknownEmail = await signIn({ email: 'nobody.here@example.com', password: account.password })
    expect([wrongPassword.status, unknownEmail.status]).toEqual([401, 401])
    expect(await wrongPassword.json()).toEqual({ error: INCORRECT })
    expect(await unknownEmail.json()).toEqual({ error: INCORRECT })
  })

  it('is locked out by guesses like any other: past ten, even the right password gets 429', async () => {
    const account = await deactivatedAccount()
    await lockOut(account)
    expect((await signIn(account)).status).toBe(429)
  })
})
