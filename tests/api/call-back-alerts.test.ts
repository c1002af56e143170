import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { setAdminPassword } from '#app/services/auth/auth.server'
import { anotherVisitor, leadBody, postJson } from '#tests/factories/enquiries'
import { ADMIN, adminRequest, signIn } from '#tests/setup/admin-session'
import { type SmtpTestServer, startSmtpServer, textLinks } from '#tests/setup/smtp-server'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

const PUBLIC_URL = 'https://www.lagoon.example'
const COLLEAGUE = 'colleague@example.com'

let smtp: SmtpTestServer
let server: TestServer
let send: ReturnType<typeof adminRequest>

beforeAll(async () => {
  smtp = await startSmtpServer()
  server = await startTestServer({ environment: { SMTP_URL: smtp.url, PUBLIC_URL } })
  send = adminRequest(server, await signIn(server))
  // Another member of staff, who has not asked for these emails.
  await setAdminPassword(server.db, COLLEAGUE, 'another long passphrase')
})

afterAll(async () => {
  await server.close()
  await smtp.close()
})

const requestCallBack = (overrides: Record<string, unknown>) =>
  postJson(server.url('/api/contact-webhook'), leadBody(overrides), anotherVisitor())

describe("a member of staff's call-back emails", () => {
  it('are off until they turn them on, and only they can see or change their own choice', async () => {
    expect(await (await send('GET', '/api/auth/me/notifications')).json()).toEqual({ callBacks: false })
    expect((await fetch(server.url('/api/auth/me/notifications'))).status).toBe(401)
    const anonymous = await fetch(server.url('/api/auth/me/notifications'), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ callBacks: true }),
    })
    expect(anonymous.status).toBe(401)

    for (const body of [{}, { callBacks: 'yes' }, { callBacks: null }]) {
      const refused = await send('PUT', '/api/auth/me/notifications', body)
      expect(refused.status).toBe(400)
      expect(await refused.json()).toMatchObject({ details: [{ path: 'callBacks' }] })
    }
    expect(await (await send('GET', '/api/auth/me/notifications')).json()).toEqual({ callBacks: false })

    const turnedOn = await send('PUT', '/api/auth/me/notifications', { callBacks: true })
    expect(turnedOn.status).toBe(200)
    expect(await turnedOn.json()).toEqual({ callBacks: true })
    expect(await (await send('GET', '/api/auth/me/notifications')).json()).toEqual({ callBacks: true })
  })

  it('bring each new call-back request, as text and escaped HTML, to those who asked', async () => {
    const response = await requestCallBack({
      email: 'caller@example.com',
      first_name: '<b>Maria</b>',
      custom_fields: {
        best_time_to_call: 'afternoon',
        message: 'After <script>3pm</script>',
        package: 'Venice',
      },
    })
    expect(response.status).toBe(201)
    await vi.waitFor(() => expect(smtp.to(ADMIN.email)).toHaveLength(1), { timeout: 10_000 })
    const [alert] = smtp.to(ADMIN.email)
    expect(alert?.subject).toBe('New call-back request from <b>Maria</b> Rossi')
    expect(alert?.text).toContain('Phone: 020 7946 0999')
    expect(alert?.text).toContain('Best time to call: Anytime this Afternoon')
    expect(alert?.text).toContain('Message: After <script>3pm</script>')
    expect(alert?.html).toContain('&lt;b&gt;Maria&lt;/b&gt;')
    expect(alert?.html).toContain('After &lt;script&gt;3pm&lt;/script&gt;')
    expect(alert?.html).not.toContain('<script>')
    expect(textLinks(alert as never)).toContain(`${PUBLIC_URL}/admin/leads`)
    await server.mailOutbox.runOnce()
    expect(smtp.to(COLLEAGUE)).toEqual([])
  })

  it('are sent once for a request sent twice, and stop when turned off', async () => {
    const body = { email: 'double@example.com' }
    const lead = leadBody(body)
    for (let sent = 0; sent < 2; sent += 1) {
      expect((await postJson(server.url('/api/contact-webhook'), lead, anotherVisitor())).ok).toBe(true)
    }
    await vi.waitFor(() => expect(smtp.to(ADMIN.email)).toHaveLength(2), { timeout: 10_000 })

    expect((await send('PUT', '/api/auth/me/notifications', { callBacks: false })).status).toBe(200)
    expect((await requestCallBack({ email: 'quiet@example.com' })).status).toBe(201)
    await server.mailOutbox.runOnce()
    expect(smtp.to(ADMIN.email)).toHaveLength(2)
  })
})
