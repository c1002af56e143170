import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { contactLeads, mailOutbox, staffInvitations } from '#app/db/schema.server'
import { anotherVisitor, leadBody, postJson } from '#tests/factories/enquiries'
import { ADMIN, adminRequest, signIn } from '#tests/setup/admin-session'
import { formPost, postCallBack, SITE } from '#tests/setup/page-actions'
import { isAddressedTo, mailIn } from '#tests/setup/parsed-mail'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

// Issue 31, finding 7: a lead named 'Eve\r\nBcc: victim@…' wrote a forged 'Bcc:' line into the plain-text
// alert staff receive. One-line fields refuse line breaks, and the alert indents any it is given (decision 47).
const FORGED = '\r\nBcc: victim@example.com'

let server: TestServer
let owner: ReturnType<typeof adminRequest>

beforeAll(async () => {
  server = await startTestServer()
  owner = adminRequest(server, await signIn(server))
  // The owner hears of each call-back request: the email the forged lines were aimed at.
  await owner('PUT', '/api/auth/me/notifications', { callBacks: true })
})

afterAll(() => server.close())

const sendLead = (body: Record<string, unknown>) =>
  postJson(server.url('/api/contact-webhook'), leadBody(body), anotherVisitor())
const customFields = leadBody().custom_fields

describe('a call-back request with a line break in a one-line field', () => {
  it('is refused with 400, saying which field must be on one line, and stores and sends nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: `Eve${FORGED}` }, 'First name must be on one line'],
      [{ last_name: `Rossi${FORGED}` }, 'Last name must be on one line'],
      [{ last_name: 'Rossi\nBcc: victim@example.com' }, 'Last name must be on one line'],
      [{ phone: '020 7946 0999\r\nBcc: x' }, 'Phone number must be on one line'],
      [{ email: `maria@example.com${FORGED}` }, 'Please enter a valid email address.'],
      [{ custom_fields: { ...customFields, package: `Venice${FORGED}` } }, 'Package must be on one line'],
      [{ custom_fields: { ...customFields, source: `partner${FORGED}` } }, 'Source must be on one line'],
    ]
    for (const [body, error] of cases) {
      const response = await sendLead(body)
      expect(response.status, error).toBe(400)
      expect(await response.json(), error).toMatchObject({ error })
    }
    expect(await server.db.$count(contactLeads)).toBe(0)
    expect(await server.db.$count(mailOutbox)).toBe(0)
  })

  it('is refused by the form that works without JavaScript, under its one Name field', async () => {
    const fields = {
      name: `Eve Smith${FORGED}`,
      phone: '020 7946 0999',
      email: 'eve@example.com',
      best_time_to_call: 'morning',
      message: '',
    }
    const answer = await postCallBack(server.db, formPost(`${SITE}/enquiries/call-back`, fields)).answer
    expect(answer).toMatchObject({ status: 400, data: { errors: { name: 'Name must be on one line' } } })
    expect(await server.db.$count(contactLeads)).toBe(0)
  })
})

describe('a staff invitation with a line break in the address', () => {
  it('is refused with 400, as any address that is not plain is', async () => {
    const response = await owner('POST', '/api/staff', { email: `new@example.com${FORGED}`, role: 'sales' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'Please enter a valid email address.' })
    expect(await server.db.$count(staffInvitations)).toBe(0)
  })
})

describe('the staff alert’s plain text', () => {
  it('indents a message’s later lines, so none of them passes for a line of the email’s own', async () => {
    const message = `Please call after six.${FORGED}\nCc: someone@example.com`
    expect(
      (await sendLead({ email: 'multi-line@example.com', custom_fields: { ...customFields, message } }))
        .status,
    ).toBe(201)
    const folder = path.join(server.dataDir, 'mail')
    const alert = await vi.waitFor(
      async () => {
        const found = (await mailIn(folder)).find((mail) => isAddressedTo(mail, ADMIN.email))
        if (!found) throw new Error('The alert has not been written yet')
        return found
      },
      { timeout: 5_000 },
    )
    const lines = (alert.text ?? '').split('\n')
    expect(lines).toContain('Message: Please call after six.')
    expect(lines).toContain('  Bcc: victim@example.com')
    expect(lines.filter((line) => /^(Bcc|Cc):/i.test(line))).toEqual([])
    expect(alert.bcc).toBeUndefined()
    expect(alert.cc).toBeUndefined()
  })
})
