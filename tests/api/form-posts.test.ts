import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#app/db/client.server'
import { mailOutbox, newsletterConsents, newsletterSignups } from '#app/db/schema.server'
import { listLeads } from '#app/services/leads/lead-list.server'
import { listSignups } from '#app/services/newsletter/sign-ups.server'
import { formPostLimits } from '#server/form-post-limits'
import { createPackage } from '#tests/factories/catalogue'
import { leadBody, postJson } from '#tests/factories/enquiries'
import {
  FROM_THIS_SITE,
  formPost,
  postCallBack,
  postSignup,
  SITE,
  type Visit,
} from '#tests/setup/page-actions'
import { createTestDatabase } from '#tests/setup/test-database'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

const CALLBACK_PAGE = `${SITE}/enquiries/call-back?package=venice-city-break&source=package-page&returnTo=%2Fpackage%2Fvenice-city-break`
const NEWSLETTER_PAGE = `${SITE}/enquiries/newsletter?returnTo=%2Foffers`

let database: DatabaseHandle

beforeAll(async () => {
  database = await createTestDatabase()
  await createPackage(database.db, { slug: 'venice-city-break', title: 'Venice City Break' })
})

afterAll(() => database.close())

const callBack = (request: Request, visit?: Visit) => postCallBack(database.db, request, visit)

const signUp = (request: Request, visit?: Visit) => postSignup(database.db, request, visit)

const signupOf = async (email: string) =>
  (await database.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, email)))[0]

const callbackFields = (email: string) => ({
  name: 'Maria Rossi',
  phone: '020 7946 0999',
  email,
  best_time_to_call: 'afternoon',
  message: 'Any weekday works.',
})

const leadsFrom = async (email: string) =>
  (await listLeads(database.db, { limit: 100, offset: 0 })).items.filter((lead) => lead.email === email)

describe('the call-back page’s action (a request sent without JavaScript)', () => {
  it('stores the lead as the API would, kicks the outbox and shows the page saying it was sent', async () => {
    const post = callBack(formPost(CALLBACK_PAGE, callbackFields('nojs@example.com')))
    const answer = await post.answer
    expect(answer.status).toBe(303)
    expect(answer.location).toBe(
      '/enquiries/call-back?package=venice-city-break&source=package-page&returnTo=%2Fpackage%2Fvenice-city-break&sent=1',
    )
    expect(post.counted).toEqual(['contact-webhook'])
    expect(post.kicks).toEqual(['kick'])
    const [lead, ...others] = await leadsFrom('nojs@example.com')
    expect(others).toEqual([])
    expect(lead).toMatchObject({
      firstName: 'Maria',
      lastName: 'Rossi',
      phone: '020 7946 0999',
      customFields: {
        best_time_to_call: 'afternoon',
        message: 'Any weekday works.',
        package: 'Venice City Break',
        source: 'package-page',
      },
      forwardedAt: null,
    })
  })

  it('keeps the source a partner’s link gave the page, and leaves out one too long to keep', async () => {
    const fromPartner = `${SITE}/enquiries/call-back?source=Lakes+%26+Dales+partner`
    expect(
      (await callBack(formPost(fromPartner, callbackFields('partner-link@example.com'))).answer).status,
    ).toBe(303)
    expect((await leadsFrom('partner-link@example.com'))[0]?.customFields.source).toBe(
      'Lakes & Dales partner',
    )

    const tooLong = `${SITE}/enquiries/call-back?source=${'x'.repeat(101)}`
    expect((await callBack(formPost(tooLong, callbackFields('long-link@example.com'))).answer).status).toBe(
      303,
    )
    expect((await leadsFrom('long-link@example.com'))[0]?.customFields).not.toHaveProperty('source')
  })

  it('stores a double submit once', async () => {
    const fields = callbackFields('twice@example.com')
    const first = callBack(formPost(CALLBACK_PAGE, fields))
    const second = callBack(formPost(CALLBACK_PAGE, fields))
    expect([(await first.answer).status, (await second.answer).status]).toEqual([303, 303])
    expect(await leadsFrom('twice@example.com')).toHaveLength(1)
    // The two race: whichever stores the lead wakes the outbox, the other finds it stored and does not.
    expect([...first.kicks, ...second.kicks]).toEqual(['kick'])
  })

  it('answers bad details with 400, SPEC’s messages and the values kept, and stores nothing', async () => {
    const fields = { ...callbackFields('maria@'), name: ' ', best_time_to_call: 'custom', message: '' }
    const answer = await callBack(formPost(CALLBACK_PAGE, fields)).answer
    expect(answer.status).toBe(400)
    expect(answer.data).toEqual({
      values: fields,
      errors: {
        name: 'Name is required',
        email: 'Please enter a valid email address.',
        message: 'Please tell us when you would like us to call',
      },
    })
    expect(await leadsFrom('maria@')).toEqual([])
  })

  it('refuses a time of its own making with the schema’s message', async () => {
    const fields = { ...callbackFields('odd-time@example.com'), best_time_to_call: 'midnight' }
    const answer = await callBack(formPost(CALLBACK_PAGE, fields)).answer
    expect(answer.status).toBe(400)
    expect(answer.data).toMatchObject({
      errors: { best_time_to_call: 'Please choose the best time to call' },
    })
  })

  it('over the per-IP limit answers 429 with the values kept and stores nothing', async () => {
    const fields = callbackFields('limited@example.com')
    const answer = await callBack(formPost(CALLBACK_PAGE, fields), { withinLimit: false }).answer
    expect(answer).toEqual({
      status: 429,
      location: null,
      data: { values: fields, errors: {}, failed: true },
    })
    expect(await leadsFrom('limited@example.com')).toEqual([])
  })

  it('refuses a post from another site, by its Origin or by Sec-Fetch-Site, before counting it', async () => {
    const fields = callbackFields('forged@example.com')
    const fromElsewhere: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]
    for (const headers of fromElsewhere) {
      const post = callBack(formPost(CALLBACK_PAGE, fields, headers))
      expect((await post.answer).status, JSON.stringify(headers)).toBe(403)
      expect(post.counted).toEqual([])
    }
    expect(await leadsFrom('forged@example.com')).toEqual([])
  })

  it('behind a proxy, takes the configured public address as this site', async () => {
    const publicUrl = 'https://www.example.com'
    const fields = callbackFields('proxied@example.com')
    const fromPublicSite = callBack(
      formPost(CALLBACK_PAGE, fields, { ...FROM_THIS_SITE, origin: publicUrl }),
      {
        publicUrl,
      },
    )
    expect((await fromPublicSite.answer).status).toBe(303)
    const fromInternalHost = callBack(formPost(CALLBACK_PAGE, fields), { publicUrl })
    expect((await fromInternalHost.answer).status).toBe(403)
  })

  it('answers a body that is not a form with 400', async () => {
    const request = new Request(CALLBACK_PAGE, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', origin: SITE },
      body: '--x\r\nbroken',
    })
    expect((await callBack(request).answer).status).toBe(400)
  })

  it('answers a NUL character in any field with 400, as the API does, storing nothing', async () => {
    const email = 'nul-in-form@example.com'
    for (const fields of [
      { ...callbackFields(email), message: 'Call me\u0000 after six' },
      { ...callbackFields(email), name: 'Maria\u0000 Rossi' },
      { ...callbackFields(email), 'extra\u0000': 'x' },
    ]) {
      const answer = await callBack(formPost(CALLBACK_PAGE, fields)).answer
      expect(answer).toMatchObject({ status: 400, data: { error: 'Text cannot contain NUL characters.' } })
    }
    expect(await leadsFrom(email)).toEqual([])
  })

  it('refuses a form past 16 KB with 413, whether it says its size or streams it, storing nothing', async () => {
    const email = 'oversized@example.com'
    const huge = { ...callbackFields(email), message: 'x'.repeat(20_000) }
    const declared = await callBack(
      formPost(CALLBACK_PAGE, huge, { ...FROM_THIS_SITE, 'content-length': '20500' }),
    ).answer
    expect(declared).toMatchObject({ status: 413, data: { error: 'The form is too large.' } })
    const bytes = new TextEncoder().encode(new URLSearchParams(huge).toString())
    const streamed = new Request(CALLBACK_PAGE, {
      method: 'POST',
      headers: { ...FROM_THIS_SITE, 'content-type': 'application/x-www-form-urlencoded' },
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 4096) controller.enqueue(bytes.slice(at, at + 4096))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect((await callBack(streamed).answer).status).toBe(413)
    expect(await leadsFrom(email)).toEqual([])
  })
})

describe('the newsletter page’s action (a sign-up made without JavaScript)', () => {
  it('stores the sign-up with the page it came from, queues its confirmation and thanks the visitor', async () => {
    const post = signUp(formPost(NEWSLETTER_PAGE, { email: ' reader@example.com ' }))
    expect(await post.answer).toEqual({
      status: 303,
      location: '/enquiries/newsletter?returnTo=%2Foffers&subscribed=1',
      data: null,
    })
    expect(post.counted).toEqual(['email-signups'])
    expect(post.mailKicks).toEqual(['kick'])
    const signup = await signupOf('reader@example.com')
    expect(signup?.status).toBe('pending')
    const consents = await database.db
      .select()
      .from(newsletterConsents)
      .where(eq(newsletterConsents.signupId, signup?.id ?? 0))
    expect(consents).toMatchObject([{ sourcePage: '/offers', confirmedAt: null }])
    const queued = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.aboutAddress, 'reader@example.com'))
    expect(queued.map((mail) => mail.kind)).toEqual(['newsletter-confirmation'])
  })

  it('answers SPEC’s messages for a bad address and a confirmed repeat, keeping what was typed', async () => {
    const invalid = await signUp(formPost(NEWSLETTER_PAGE, { email: 'maria@example' })).answer
    expect(invalid).toMatchObject({
      status: 400,
      data: { email: 'maria@example', error: 'Please enter a valid email address.' },
    })
    // Unconfirmed, the address is sent its link again; once confirmed, it is subscribed already.
    const resent = await signUp(formPost(NEWSLETTER_PAGE, { email: 'READER@example.com' })).answer
    expect(resent.status).toBe(303)
    await database.db
      .update(newsletterSignups)
      .set({ status: 'confirmed' })
      .where(eq(newsletterSignups.email, 'reader@example.com'))
    const repeat = await signUp(formPost(NEWSLETTER_PAGE, { email: 'READER@example.com' })).answer
    expect(repeat).toMatchObject({
      status: 409,
      data: { email: 'READER@example.com', error: 'This email is already subscribed.' },
    })
  })

  it('over the limit, or from another site, stores nothing', async () => {
    const limited = await signUp(formPost(NEWSLETTER_PAGE, { email: 'late@example.com' }), {
      withinLimit: false,
    }).answer
    expect(limited).toMatchObject({ status: 429, data: { error: 'An error occurred. Please try again.' } })
    const forged = signUp(
      formPost(NEWSLETTER_PAGE, { email: 'forged@example.com' }, { origin: 'https://evil.example' }),
    )
    expect((await forged.answer).status).toBe(403)
    const stored = (await listSignups(database.db, { limit: 100, offset: 0 })).items.map(
      (signup) => signup.email,
    )
    expect(stored).not.toContain('late@example.com')
    expect(stored).not.toContain('forged@example.com')
  })
})

describe('a page action counted by the API’s own limiter', () => {
  let server: TestServer

  beforeAll(async () => {
    // Stands in for the rendered page: counts the post as the call-back page's action does, and says so.
    server = await startTestServer({
      pages: (db) => {
        const limits = formPostLimits(db)
        return async (req, res) => {
          if (req.method === 'GET') return void res.send('a page')
          res.json({ withinLimit: await limits(req, res)('contact-webhook') })
        }
      },
    })
  })

  afterAll(() => server.close())

  const pagePost = (visitor: string) =>
    fetch(server.url('/enquiries/call-back'), {
      method: 'POST',
      headers: { 'x-forwarded-for': visitor },
    })

  it('shares the API’s counter, so a visitor cannot double the allowance by using both', async () => {
    const visitor = '198.51.100.7'
    for (let sent = 0; sent < 9; sent += 1) {
      const response = await postJson(server.url('/api/contact-webhook'), leadBody(), {
        'x-forwarded-for': visitor,
      })
      expect(response.status).toBe(201)
    }
    expect(await (await pagePost(visitor)).json()).toEqual({ withinLimit: true })
    const limited = await pagePost(visitor)
    expect(await limited.json()).toEqual({ withinLimit: false })
    expect(limited.headers.get('ratelimit-policy')).toMatch(/q=10/)
    expect(await (await pagePost('198.51.100.8')).json()).toEqual({ withinLimit: true })
    const api = await postJson(server.url('/api/contact-webhook'), leadBody(), { 'x-forwarded-for': visitor })
    expect(api.status).toBe(429)
  })

  it('never marks the answer to a page post as shareable, though a page read is', async () => {
    const post = await pagePost('198.51.100.9')
    expect(post.status).toBe(200)
    expect(post.headers.get('cache-control')).toBe('no-store')
    // The first read's nonce is its visitor's (decision 62): the copy kept without it is the one shared.
    const read = await fetch(server.url('/enquiries/call-back'))
    expect(read.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate')
    const kept = await fetch(server.url('/enquiries/call-back'))
    expect(kept.headers.get('cache-control')).toMatch(/^public, .*s-maxage=30/)
  })
})
