import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactLeads, mailOutbox, newsletterSignups, staffInvitations } from '#app/db/schema.server'
import { createPackage } from '#tests/factories/catalogue'
import { anotherVisitor, leadBody, postJson } from '#tests/factories/enquiries'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { formPost, postCallBack, postSignup, SITE } from '#tests/setup/page-actions'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

// Issue 31, finding 4: each of these was stored as a sign-up of its own, dodging the per-address cap and the
// privacy lookup, and mailed target@example.com, some with a display name the sender chose (decision 47).
const NOT_PLAIN = [
  'target@example.com(a)',
  'x<target@example.com>',
  'target@example.com,c',
  'target@example.com;bcc',
  '"Target" target@example.com',
  'Someone <target@example.com>',
]

const INVALID = 'Please enter a valid email address.'

let server: TestServer
let owner: ReturnType<typeof adminRequest>

beforeAll(async () => {
  server = await startTestServer()
  owner = adminRequest(server, await signIn(server))
  await createPackage(server.db, { slug: 'venice-city-break', title: 'Venice City Break' })
})

afterAll(() => server.close())

/** Nothing was stored or queued for anyone by the refused requests. */
async function expectNothingStored() {
  expect(await server.db.$count(newsletterSignups)).toBe(0)
  expect(await server.db.$count(contactLeads)).toBe(0)
  expect(await server.db.$count(staffInvitations)).toBe(0)
  expect(await server.db.$count(mailOutbox)).toBe(0)
}

const refusal = async (response: Response) => ({ status: response.status, body: await response.json() })

describe('an address that is not a plain local@domain', () => {
  it('is refused by the newsletter and call-back APIs with their usual message', async () => {
    for (const email of NOT_PLAIN) {
      expect(
        await refusal(await postJson(server.url('/api/email-signups'), { email }, anotherVisitor())),
        email,
      ).toEqual({ status: 400, body: { error: INVALID, details: [{ path: 'email', message: INVALID }] } })
      const lead = await postJson(server.url('/api/contact-webhook'), leadBody({ email }), anotherVisitor())
      expect(await refusal(lead), email).toMatchObject({ status: 400, body: { error: INVALID } })
    }
    await expectNothingStored()
  })

  it('is refused by the forms that work without JavaScript, keeping what was typed', async () => {
    for (const email of NOT_PLAIN) {
      const signup = await postSignup(server.db, formPost(`${SITE}/enquiries/newsletter`, { email })).answer
      expect(signup, email).toMatchObject({ status: 400, data: { email, error: INVALID } })
      const fields = {
        name: 'Maria Rossi',
        phone: '020 7946 0999',
        email,
        best_time_to_call: 'morning',
        message: '',
      }
      const callBack = await postCallBack(
        server.db,
        formPost(`${SITE}/enquiries/call-back?package=venice-city-break`, fields),
      ).answer
      expect(callBack, email).toMatchObject({
        status: 400,
        data: { values: fields, errors: { email: INVALID } },
      })
    }
    await expectNothingStored()
  })

  it('is refused by the privacy lookup and erasure', async () => {
    for (const email of NOT_PLAIN) {
      const path = `/api/privacy/subject?email=${encodeURIComponent(email)}`
      expect(await refusal(await owner('GET', path)), email).toMatchObject({
        status: 400,
        body: { error: INVALID },
      })
      expect(await refusal(await owner('DELETE', path)), email).toMatchObject({
        status: 400,
        body: { error: INVALID },
      })
    }
  })

  it('is refused by sign-in, the password reset and a staff invitation', async () => {
    for (const email of NOT_PLAIN) {
      const login = await postJson(server.url('/api/auth/login'), { email, password: 'whatever it may be' })
      expect(await refusal(login), email).toMatchObject({ status: 400, body: { error: INVALID } })
      const reset = await postJson(server.url('/api/auth/password-reset'), { email }, anotherVisitor())
      expect(await refusal(reset), email).toMatchObject({ status: 400, body: { error: INVALID } })
      const invitation = await owner('POST', '/api/staff', { email, role: 'editor' })
      expect(await refusal(invitation), email).toMatchObject({ status: 400, body: { error: INVALID } })
    }
    await expectNothingStored()
  })

  it('leaves plain addresses, international ones included, as welcome as before', async () => {
    for (const email of ['target@example.com', "o'brien+offers@mail.example.co.uk", 'città@esempio.it']) {
      expect(
        (await postJson(server.url('/api/email-signups'), { email }, anotherVisitor())).status,
        email,
      ).toBe(201)
    }
  })
})
