import { type IncomingMessage, request } from 'node:http'
import { eq, sql } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { newsletterConsents, newsletterSignups } from '#app/db/schema.server'
import { emailKey } from '#app/lib/email-address'
import { CONSENT_WORDINGS, CURRENT_CONSENT_VERSION } from '#app/lib/newsletter-consent'
import { confirmNewsletterSignup } from '#app/services/newsletter/confirmation.server'
import { anotherVisitor, postJson } from '#tests/factories/enquiries'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { rawHeader, type SmtpTestServer, startSmtpServer, textLinks } from '#tests/setup/smtp-server'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

const PUBLIC_URL = 'https://www.lagoon.example'

let smtp: SmtpTestServer
let server: TestServer

beforeAll(async () => {
  smtp = await startSmtpServer()
  server = await startTestServer({ environment: { SMTP_URL: smtp.url, PUBLIC_URL } })
})

afterAll(async () => {
  await server.close()
  await smtp.close()
})

const signUp = (body: unknown, headers: Record<string, string> = {}) =>
  postJson(server.url('/api/email-signups'), body, { ...anotherVisitor(), ...headers })

/** Waits for the mail server to have received `count` messages for `address`; answers the last. */
async function mailFor(address: string, count = 1): Promise<ParsedMail> {
  await vi.waitFor(() => expect(smtp.to(address)).toHaveLength(count), { timeout: 10_000 })
  const messages = smtp.to(address)
  return messages[messages.length - 1] as ParsedMail
}

const linkTo = (message: ParsedMail, path: string) => {
  const link = textLinks(message).find((url) => url.startsWith(`${PUBLIC_URL}${path}?token=`))
  if (!link) throw new Error(`No ${path} link in the email`)
  return new URL(link)
}
const confirmToken = (message: ParsedMail) => linkTo(message, '/newsletter/confirm').searchParams.get('token')

/** The unsubscribe link's address on the test server, as a mail client would POST to it. */
const onTestServer = (link: URL) => server.url(`${link.pathname}${link.search}`)

const signupOf = async (email: string) =>
  (
    await server.db
      .select()
      .from(newsletterSignups)
      .where(eq(newsletterSignups.emailKey, emailKey(email)))
  )[0]

const consentsOf = async (signupId: number) =>
  server.db.select().from(newsletterConsents).where(eq(newsletterConsents.signupId, signupId))

describe('a sign-up (double opt-in)', () => {
  it('is stored pending with its consent record, and a confirmation email goes out over SMTP', async () => {
    const response = await signUp({ email: 'giulia@example.com', source_page: '/package/venice-city-break' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ message: 'Thank you for subscribing!' })

    const signup = await signupOf('giulia@example.com')
    expect(signup).toMatchObject({ status: 'pending', confirmedAt: null })
    const [consent, ...others] = await consentsOf(signup?.id ?? 0)
    expect(others).toEqual([])
    expect(consent).toMatchObject({
      wordingVersion: CURRENT_CONSENT_VERSION,
      sourcePage: '/package/venice-city-break',
      confirmedAt: null,
    })
    expect(Date.now() - (consent?.requestedAt.getTime() ?? 0)).toBeLessThan(60_000)

    const message = await mailFor('giulia@example.com')
    expect(message.subject).toBe('Please confirm your subscription to Lagoon & Lantern Holidays')
    expect(message.from?.value).toEqual([
      { name: 'Lagoon & Lantern Holidays', address: 'enquiries@example.com' },
    ])
    // Both parts; the HTML escapes the agency's own '&' as it would a visitor's '<'.
    expect(message.text).toContain('Please confirm that you would like to receive our emails')
    expect(message.html).toContain('Lagoon &amp; Lantern Holidays')
    expect(message.html).not.toContain('Lagoon & Lantern')
    // Every link is on PUBLIC_URL.
    expect(textLinks(message).every((link) => link.startsWith(`${PUBLIC_URL}/`))).toBe(true)
    expect(confirmToken(message)).toMatch(/^[\w-]{43}$/)
    // RFC 8058: an HTTPS unsubscribe link the mail client may POST to.
    const unsubscribe = linkTo(message, '/newsletter/unsubscribe')
    expect(rawHeader(message, 'List-Unsubscribe')).toBe(`<${unsubscribe}>`)
    expect(rawHeader(message, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(message.html).toContain(`href="${unsubscribe.toString().replace(/&/g, '&amp;')}"`)
  })

  it('keeps only the hash of the confirmation token', async () => {
    const message = await mailFor('giulia@example.com')
    const token = confirmToken(message) ?? ''
    const stored = await server.db.select().from(newsletterConsents)
    expect(JSON.stringify(stored)).not.toContain(token)
  })

  it('is confirmed by its link once; following it again changes nothing', async () => {
    const token = confirmToken(await mailFor('giulia@example.com'))
    expect(await confirmNewsletterSignup(server.db, token)).toBe('confirmed')
    const confirmed = await signupOf('giulia@example.com')
    expect(confirmed).toMatchObject({ status: 'confirmed' })
    expect(confirmed?.confirmedAt).not.toBeNull()
    const [consent] = await consentsOf(confirmed?.id ?? 0)
    expect(consent?.confirmedAt).not.toBeNull()

    expect(await confirmNewsletterSignup(server.db, token)).toBe('confirmed')
    expect((await signupOf('giulia@example.com'))?.confirmedAt).toEqual(confirmed?.confirmedAt)
    expect(await consentsOf(confirmed?.id ?? 0)).toEqual([consent])
  })

  it('is not stored twice once confirmed: another sign-up in any letter case is told 409', async () => {
    const repeat = await signUp({ email: 'GIULIA@example.com' })
    expect(repeat.status).toBe(409)
    expect(await repeat.json()).toEqual({ error: 'This email is already subscribed.' })
    const signup = await signupOf('giulia@example.com')
    expect(await consentsOf(signup?.id ?? 0)).toHaveLength(1)
    expect(smtp.to('giulia@example.com')).toHaveLength(1)
  })

  it('sends an unconfirmed address its link again, at most three times a day', async () => {
    expect((await signUp({ email: 'again@example.com' })).status).toBe(201)
    const first = await mailFor('again@example.com')
    expect((await signUp({ email: 'Again@example.com' })).status).toBe(200)
    const second = await mailFor('again@example.com', 2)
    expect(confirmToken(second)).not.toBe(confirmToken(first))
    expect((await signUp({ email: 'again@example.com' })).status).toBe(200)
    await mailFor('again@example.com', 3)

    // A fourth request is answered as usual, but nobody's inbox is flooded.
    expect((await signUp({ email: 'again@example.com' })).status).toBe(200)
    const signup = await signupOf('again@example.com')
    expect(await consentsOf(signup?.id ?? 0)).toHaveLength(3)
    await server.mailOutbox.runOnce()
    expect(smtp.to('again@example.com')).toHaveLength(3)

    // Either link confirms the one address.
    expect(await confirmNewsletterSignup(server.db, confirmToken(first))).toBe('confirmed')
    expect(await signupOf('again@example.com')).toMatchObject({ status: 'confirmed' })
  })

  it('says a link past 30 days has expired, and one nobody sent is invalid', async () => {
    expect((await signUp({ email: 'late@example.com' })).status).toBe(201)
    const token = confirmToken(await mailFor('late@example.com'))
    const signup = await signupOf('late@example.com')
    await server.db
      .update(newsletterConsents)
      .set({ requestedAt: sql`now() - interval '31 days'` })
      .where(eq(newsletterConsents.signupId, signup?.id ?? 0))
    expect(await confirmNewsletterSignup(server.db, token)).toBe('expired')
    expect(await signupOf('late@example.com')).toMatchObject({ status: 'pending' })

    for (const made of ['A'.repeat(43), 'short', '', null, `${token}x`]) {
      expect(await confirmNewsletterSignup(server.db, made)).toBe('invalid')
    }
  })

  it('takes the page from the Referer when the body names none, and refuses a source that is not a path here', async () => {
    const referred = await signUp(
      { email: 'referred@example.com' },
      { referer: `${PUBLIC_URL}/offers?month=2031-05` },
    )
    expect(referred.status).toBe(201)
    const elsewhere = await signUp(
      { email: 'elsewhere@example.com' },
      { referer: 'https://evil.example/offers' },
    )
    expect(elsewhere.status).toBe(201)
    const sources = async (email: string) =>
      (await consentsOf((await signupOf(email))?.id ?? 0)).map((consent) => consent.sourcePage)
    expect(await sources('referred@example.com')).toEqual(['/offers'])
    expect(await sources('elsewhere@example.com')).toEqual([null])

    for (const source_page of [
      'https://evil.example/',
      '//evil.example',
      'offers',
      `/${'x'.repeat(200)}`,
      42,
    ]) {
      const response = await signUp({ email: 'bad-source@example.com', source_page })
      expect(response.status, JSON.stringify(source_page)).toBe(400)
      expect(await response.json()).toMatchObject({
        details: [{ path: 'source_page', message: 'Source page must be a path on this site' }],
      })
    }
    expect(await signupOf('bad-source@example.com')).toBeUndefined()
  })
})

describe('unsubscribing', () => {
  it('by a mail client’s one-click POST, with no Origin, happens at once', async () => {
    expect((await signUp({ email: 'leaving@example.com' })).status).toBe(201)
    const message = await mailFor('leaving@example.com')
    expect(await confirmNewsletterSignup(server.db, confirmToken(message))).toBe('confirmed')
    const link = linkTo(message, '/newsletter/unsubscribe')

    const response = await fetch(onTestServer(link), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('You have been unsubscribed.')
    const signup = await signupOf('leaving@example.com')
    expect(signup).toMatchObject({ status: 'unsubscribed' })
    expect(signup?.unsubscribedAt).not.toBeNull()

    // Again, and from a webmail page on another site (a form post its browser sends cross-site).
    const fromWebmail = await fetch(onTestServer(link), {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        origin: 'https://mail.example',
        'sec-fetch-site': 'cross-site',
      },
      body: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    })
    expect(fromWebmail.status).toBe(200)
    expect((await signupOf('leaving@example.com'))?.unsubscribedAt).toEqual(signup?.unsubscribedAt)
  })

  it('sends a browser’s form post back to the link’s page', async () => {
    expect((await signUp({ email: 'browser@example.com' })).status).toBe(201)
    const link = linkTo(await mailFor('browser@example.com'), '/newsletter/unsubscribe')
    // Sent with node:http: fetch writes its own Sec-Fetch-Mode over the browser's.
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      request(onTestServer(link), {
        method: 'POST',
        headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin', origin: server.url('') },
      })
        .on('response', resolve)
        .on('error', reject)
        .end(),
    )
    response.resume()
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe(`${link.pathname}${link.search}`)
    expect(await signupOf('browser@example.com')).toMatchObject({ status: 'unsubscribed' })
  })

  it('refuses a link nobody made, changing nothing', async () => {
    const signup = await signupOf('again@example.com')
    for (const token of [`${signup?.id}.${'A'.repeat(43)}`, `${signup?.id}`, 'nonsense', '']) {
      const response = await fetch(server.url(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`), {
        method: 'POST',
      })
      expect(response.status, token).toBe(404)
    }
    expect(await signupOf('again@example.com')).toMatchObject({ status: 'confirmed' })
  })

  it('leaves the address out of the export, and a new sign-up asks for a new confirmation', async () => {
    const send = adminRequest(server, await signIn(server))
    const csv = await (await send('GET', '/api/email-signups/export.csv')).text()
    expect(csv).toContain('giulia@example.com')
    expect(csv).not.toContain('leaving@example.com')
    expect(await (await send('GET', '/api/email-signups/export.csv?status=all')).text()).toMatch(
      /^leaving@example\.com,[^,]+,unsubscribed,/m,
    )

    expect((await signUp({ email: 'leaving@example.com' })).status).toBe(201)
    expect(await signupOf('leaving@example.com')).toMatchObject({ status: 'pending', confirmedAt: null })
    const message = await mailFor('leaving@example.com', 2)
    expect(await confirmNewsletterSignup(server.db, confirmToken(message))).toBe('confirmed')
  })

  it('makes an old confirmation link invalid once the address has unsubscribed', async () => {
    const message = await mailFor('browser@example.com')
    expect(await confirmNewsletterSignup(server.db, confirmToken(message))).toBe('invalid')
    expect(await signupOf('browser@example.com')).toMatchObject({ status: 'unsubscribed' })
  })
})

describe('the consent wording', () => {
  it('is kept word for word under its version', () => {
    expect(CONSENT_WORDINGS[CURRENT_CONSENT_VERSION]).toMatch(/^Sign up for exclusive offers\./)
  })
})
