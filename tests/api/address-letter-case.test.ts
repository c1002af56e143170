import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setAdminPassword } from '#app/services/auth/auth.server'
import type { DataSubject } from '#app/services/privacy/data-subject.server'
import { anotherVisitor, leadBody, postJson } from '#tests/factories/enquiries'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

// Issue 31, finding 3: JavaScript's toLowerCase() and PostgreSQL's lower() disagree on the final sigma and on
// 'İ', so an address in capitals was stored by one rule and looked for by the other (decision 47).

let server: TestServer
let owner: ReturnType<typeof adminRequest>

beforeAll(async () => {
  server = await startTestServer()
  owner = adminRequest(server, await signIn(server))
})

afterAll(() => server.close())

const signUp = (email: string) => postJson(server.url('/api/email-signups'), { email }, anotherVisitor())
const subjectPath = (email: string) => `/api/privacy/subject?email=${encodeURIComponent(email)}`
const lookUp = async (email: string) => (await (await owner('GET', subjectPath(email))).json()) as DataSubject
const listed = async () => (await (await owner('GET', '/api/email-signups')).json()) as { email: string }[]
const exported = async () => (await owner('GET', '/api/email-signups/export.csv?status=all')).text()

describe('an address in Greek capitals', () => {
  it('signs up once, and a repeat in any letter case is the same sign-up, answered as usual', async () => {
    expect((await signUp('ΟΔΥΣΣΕΥΣ@example.com')).status).toBe(201)
    for (const spelling of ['ΟΔΥΣΣΕΥΣ@example.com', 'οδυσσευς@example.com', 'Οδυσσευσ@EXAMPLE.com']) {
      const repeat = await signUp(spelling)
      expect(repeat.status, spelling).toBe(200)
      expect(await repeat.json()).toEqual({ message: 'Thank you for subscribing!' })
    }
    expect((await listed()).filter((signup) => /δυσσευ/i.test(signup.email))).toEqual([
      expect.objectContaining({ email: 'ΟΔΥΣΣΕΥΣ@example.com', status: 'pending' }),
    ])
  })

  it('is found by the privacy lookup however it is typed, with a call-back sent in other capitals', async () => {
    const lead = await postJson(
      server.url('/api/contact-webhook'),
      leadBody({ email: 'Οδυσσευς@Example.com' }),
      anotherVisitor(),
    )
    expect(lead.status).toBe(201)
    for (const spelling of ['ΟΔΥΣΣΕΥΣ@EXAMPLE.COM', 'οδυσσευς@example.com', 'οδυσσευσ@example.com']) {
      const held = await lookUp(spelling)
      expect(
        held.signups.map((signup) => signup.email),
        spelling,
      ).toEqual(['ΟΔΥΣΣΕΥΣ@example.com'])
      expect(
        held.leads.map((found) => found.email),
        spelling,
      ).toEqual(['Οδυσσευς@Example.com'])
      expect(
        held.mails.map((mail) => mail.kind),
        spelling,
      ).toContain('newsletter-confirmation')
    }
  })

  it('is erased in another spelling, from the list and the export alike', async () => {
    const erased = await owner('DELETE', subjectPath('οδυσσευς@example.com'))
    expect(erased.status).toBe(200)
    expect(await erased.json()).toMatchObject({ erased: { leads: 1, signups: 1 } })
    expect((await listed()).filter((signup) => /δυσσευ/i.test(signup.email))).toEqual([])
    expect(await exported()).not.toMatch(/δυσσευ/i)
    expect(await lookUp('ΟΔΥΣΣΕΥΣ@example.com')).toMatchObject({ leads: [], signups: [], mails: [] })
  })
})

describe('a dotted capital I', () => {
  it('is one address with the small i and its dot, as JavaScript lower-cases it, and not the plain I', async () => {
    expect((await signUp('İLKNUR@example.com')).status).toBe(201)
    expect((await signUp('i\u0307lknur@example.com')).status).toBe(200)
    expect((await lookUp('i\u0307LKNUR@example.com')).signups).toHaveLength(1)
    expect((await listed()).filter((signup) => /lknur/i.test(signup.email))).toHaveLength(1)
  })
})

describe('a member of staff’s address', () => {
  it('signs in and is recognised by an invitation whichever sigma ends it', async () => {
    const password = 'a long Greek passphrase'
    await setAdminPassword(server.db, 'ΤΑΣΟΣ@example.com', password)
    for (const email of ['τασος@example.com', 'ΤΑΣΟΣ@EXAMPLE.COM', 'τασοσ@example.com']) {
      const login = await postJson(server.url('/api/auth/login'), { email, password })
      expect(login.status, email).toBe(200)
    }
    const again = await owner('POST', '/api/staff', { email: 'Τασοσ@example.com', role: 'sales' })
    expect(again.status).toBe(409)
  })
})
