import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminUsers, contactLeads, leadNotes, leadRequests } from '#app/db/schema.server'
import type { AdminLead, LeadDetail, LeadNote } from '#app/lib/leads'
import type { AuditEntry } from '#app/lib/staff'
import { NOT_ALLOWED_MESSAGE } from '#app/lib/staff-roles'
import { createLead } from '#tests/factories/enquiries'
import { ADMIN, adminRequest, signIn, signInAs } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/** Decision 53: staff work each call-back request to a booking, and the API says so. */

let server: TestServer
let owner: ReturnType<typeof adminRequest>
let sales: ReturnType<typeof adminRequest>
let salesId: number

const DAY_MS = 24 * 60 * 60 * 1000
/** A calendar day relative to today, as YYYY-MM-DD (UTC and London agree away from midnight). */
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10)

beforeAll(async () => {
  server = await startTestServer()
  owner = adminRequest(server, await signIn(server))
  sales = adminRequest(server, await signInAs(server, 'sales'))
  const [member] = await server.db.select().from(adminUsers).where(eq(adminUsers.email, 'sales@example.com'))
  salesId = member?.id ?? 0
})

afterAll(() => server.close())

const list = async (query: string, as = owner) => {
  const response = await as('GET', `/api/leads?${query}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return {
    leads: (await response.json()) as AdminLead[],
    total: Number(response.headers.get('x-total-count')),
  }
}

const emailsOf = (leads: AdminLead[]) => leads.map((lead) => lead.email)

describe('GET /api/leads', () => {
  it('filters by status, assignee, text and the day a request came, and pages the answer', async () => {
    const unique = 'filters'
    await createLead(server.db, {
      firstName: 'Anna',
      lastName: 'Bianchi',
      email: `anna.${unique}@example.com`,
      phone: '+44 20 7946 0111',
      createdAt: new Date(Date.now() - 10 * DAY_MS),
    })
    await createLead(server.db, {
      firstName: 'Carlo',
      lastName: 'Verdi',
      email: `carlo.${unique}@example.com`,
      status: 'contacted',
      assigneeId: salesId,
      customFields: { best_time_to_call: 'now', package: 'Rome 100% Escape' },
    })
    await createLead(server.db, {
      firstName: 'Dora',
      lastName: 'Neri',
      email: `dora.${unique}@example.com`,
      status: 'booked',
    })

    const byStatus = await list(`q=${unique}&status=contacted,booked`)
    expect(emailsOf(byStatus.leads).sort()).toEqual([
      `carlo.${unique}@example.com`,
      `dora.${unique}@example.com`,
    ])
    expect((await list(`q=${unique}&status=new&status=booked`)).total).toBe(2)
    expect(emailsOf((await list(`q=${unique}&assignee=${salesId}`)).leads)).toEqual([
      `carlo.${unique}@example.com`,
    ])
    expect(emailsOf((await list(`q=${unique}&assignee=me`, sales)).leads)).toEqual([
      `carlo.${unique}@example.com`,
    ])
    expect((await list(`q=${unique}&assignee=me`)).total).toBe(0)
    expect((await list(`q=${unique}&assignee=none`)).total).toBe(2)

    // The name as shown, any letter case; the phone by its digits; the package, with % looked for as itself.
    expect(emailsOf((await list('q=ANNA%20bianchi')).leads)).toEqual([`anna.${unique}@example.com`])
    expect(emailsOf((await list('q=7946-0111')).leads)).toEqual([`anna.${unique}@example.com`])
    expect(emailsOf((await list('q=100%25%20escape')).leads)).toEqual([`carlo.${unique}@example.com`])
    expect((await list('q=100%25%25')).total).toBe(0)

    const earlier = await list(`q=${unique}&from=${day(-11)}&to=${day(-9)}`)
    expect(emailsOf(earlier.leads)).toEqual([`anna.${unique}@example.com`])
    expect((await list(`q=${unique}&from=${day(-1)}`)).total).toBe(2)

    const firstPage = await owner('GET', `/api/leads?q=${unique}&limit=2`)
    expect(firstPage.headers.get('x-total-count')).toBe('3')
    expect(firstPage.headers.get('link')).toBe(`</api/leads?q=${unique}&limit=2&offset=2>; rel="next"`)
  })

  it('sorts by when a request came, the follow-up day and the name, either way', async () => {
    const unique = 'sorting'
    await createLead(server.db, {
      firstName: 'Zoe',
      email: `z.${unique}@example.com`,
      followUpOn: day(3),
      createdAt: new Date(Date.now() - 3 * DAY_MS),
    })
    await createLead(server.db, { firstName: 'adele', email: `a.${unique}@example.com`, followUpOn: day(1) })
    await createLead(server.db, {
      firstName: 'Mia',
      email: `m.${unique}@example.com`,
      createdAt: new Date(Date.now() - DAY_MS),
    })
    const names = async (query: string) =>
      (await list(`q=${unique}&${query}`)).leads.map((lead) => lead.firstName)
    expect(await names('')).toEqual(['adele', 'Mia', 'Zoe'])
    expect(await names('sort=received&order=asc')).toEqual(['Zoe', 'Mia', 'adele'])
    // No follow-up is never due, so last either way.
    expect(await names('sort=follow-up')).toEqual(['adele', 'Zoe', 'Mia'])
    expect(await names('sort=follow-up&order=desc')).toEqual(['Zoe', 'adele', 'Mia'])
    expect(await names('sort=name')).toEqual(['adele', 'Mia', 'Zoe'])
    expect(await names('sort=name&order=desc')).toEqual(['Zoe', 'Mia', 'adele'])
  })

  it('lists only the overdue follow-ups of open leads when asked', async () => {
    const unique = 'overdue'
    await createLead(server.db, { email: `late.${unique}@example.com`, followUpOn: day(-2) })
    await createLead(server.db, {
      email: `done.${unique}@example.com`,
      followUpOn: day(-2),
      status: 'booked',
    })
    await createLead(server.db, { email: `today.${unique}@example.com`, followUpOn: day(0) })
    expect(emailsOf((await list(`q=${unique}&overdue=true`)).leads)).toEqual([`late.${unique}@example.com`])
  })

  it('refuses filters it cannot read, saying which', async () => {
    for (const [query, path] of [
      ['status=open', 'status'],
      ['status=new,lost', 'status'],
      ['assignee=someone', 'assignee'],
      ['assignee=0', 'assignee'],
      ['from=2025-02-30', 'from'],
      ['from=yesterday', 'from'],
      ['from=2025-05-02&to=2025-05-01', 'to'],
      ['sort=price', 'sort'],
      ['order=up', 'order'],
      ['overdue=yes', 'overdue'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['limit=101', 'limit'],
    ]) {
      const response = await owner('GET', `/api/leads?${query}`)
      expect(response.status, query).toBe(400)
      expect(await response.json(), query).toMatchObject({ error: expect.any(String), details: [{ path }] })
    }
  })
})

describe('one lead, worked', () => {
  it('answers the lead with its requests and notes, and 404 for one that does not exist', async () => {
    const lead = await createLead(server.db, { email: 'detail@example.com' })
    await server.db.insert(leadRequests).values({
      leadId: lead.id,
      firstName: 'Maria',
      lastName: 'Rossi',
      email: 'detail@example.com',
      phone: '07700 900999',
      customFields: { best_time_to_call: 'now', message: 'Again' },
      dedupeKey: 'detail-repeat',
    })
    const response = await sales('GET', `/api/leads/${lead.id}`)
    expect(response.status).toBe(200)
    const shown = (await response.json()) as LeadDetail
    expect(shown).toMatchObject({
      id: lead.id,
      status: 'new',
      assignee: null,
      followUpOn: null,
      requestCount: 2,
    })
    expect(shown.requests.map((request) => request.phone)).toEqual(['020 7946 0999', '07700 900999'])
    expect(shown.notes).toEqual([])
    expect(shown).not.toHaveProperty('dedupeKey')
    expect((await owner('GET', '/api/leads/999999')).status).toBe(404)
    expect((await owner('GET', '/api/leads/abc')).status).toBe(400)
  })

  it('changes status, assignee and follow-up, each alone or together, and says it in the activity log', async () => {
    const lead = await createLead(server.db, {
      firstName: 'Paola',
      lastName: 'Conti',
      email: 'worked@example.com',
    })
    const patch = (body: unknown) => sales('PATCH', `/api/leads/${lead.id}`, body)

    const contacted = await patch({ status: 'contacted' })
    expect(contacted.status).toBe(200)
    expect(await contacted.json()).toMatchObject({ status: 'contacted', assignee: null })
    const assigned = await patch({ assigneeId: salesId, followUpOn: '2031-06-03' })
    expect(await assigned.json()).toMatchObject({
      status: 'contacted',
      assignee: { id: salesId, email: 'sales@example.com' },
      followUpOn: '2031-06-03',
    })

    const entries = (await (
      await owner('GET', `/api/audit-log?thing=lead&thingId=${lead.id}`)
    ).json()) as AuditEntry[]
    expect(entries.map((entry) => entry.summary)).toEqual([
      "Assigned Paola Conti's request to sales@example.com. Follow-up set for 3 June 2031 on Paola Conti's request.",
      "Marked Paola Conti's request as contacted.",
    ])
    expect(entries[0]).toMatchObject({
      actorEmail: 'sales@example.com',
      action: 'update',
      thingName: `Call-back request ${lead.id}`,
      before: { assignee: null, followUpOn: null },
      after: { assignee: 'sales@example.com', followUpOn: '2031-06-03' },
    })

    const cleared = await patch({ assigneeId: null, followUpOn: null, status: 'not-interested' })
    expect(await cleared.json()).toMatchObject({ status: 'not-interested', assignee: null, followUpOn: null })
  })

  it('refuses a change it cannot make, changing nothing', async () => {
    const lead = await createLead(server.db, { email: 'refused@example.com' })
    const [editor] = await server.db
      .insert(adminUsers)
      .values({ email: 'catalogue.only@example.com', passwordHash: 'x', role: 'editor' })
      .returning()
    const [gone] = await server.db
      .insert(adminUsers)
      .values({ email: 'gone@example.com', passwordHash: 'x', role: 'sales', deactivatedAt: new Date() })
      .returning()
    for (const [body, path] of [
      [{}, 'body'],
      [{ note: 'hello' }, 'body'],
      [{ status: 'lost' }, 'status'],
      [{ status: null }, 'status'],
      [{ assigneeId: 'me' }, 'assigneeId'],
      [{ assigneeId: editor?.id }, 'assigneeId'],
      [{ assigneeId: gone?.id }, 'assigneeId'],
      [{ assigneeId: 999999 }, 'assigneeId'],
      [{ followUpOn: '2031-02-30' }, 'followUpOn'],
      [{ followUpOn: 'tomorrow' }, 'followUpOn'],
    ] as const) {
      const response = await owner('PATCH', `/api/leads/${lead.id}`, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(await response.json()).toMatchObject({ details: [{ path }] })
    }
    const [stored] = await server.db.select().from(contactLeads).where(eq(contactLeads.id, lead.id))
    expect(stored).toMatchObject({ status: 'new', assigneeId: null, followUpOn: null })
    expect((await owner('PATCH', '/api/leads/999999', { status: 'booked' })).status).toBe(404)
  })

  it('takes notes with their author and time, trimmed, newest first', async () => {
    const lead = await createLead(server.db, {
      firstName: 'Luca',
      lastName: 'Gallo',
      email: 'noted@example.com',
    })
    const first = await sales('POST', `/api/leads/${lead.id}/notes`, { text: '  Left a voicemail.  ' })
    expect(first.status).toBe(201)
    expect(await first.json()).toMatchObject({
      text: 'Left a voicemail.',
      authorId: salesId,
      authorEmail: 'sales@example.com',
      createdAt: expect.any(String),
    })
    await owner('POST', `/api/leads/${lead.id}/notes`, { text: 'Called back: wants May.' })
    const shown = (await (await sales('GET', `/api/leads/${lead.id}`)).json()) as LeadDetail
    expect(shown.notes.map((note: LeadNote) => [note.authorEmail, note.text])).toEqual([
      [ADMIN.email, 'Called back: wants May.'],
      ['sales@example.com', 'Left a voicemail.'],
    ])

    for (const text of ['', '   ', 'x'.repeat(2001), 42]) {
      const refused = await sales('POST', `/api/leads/${lead.id}/notes`, { text })
      expect(refused.status).toBe(400)
      expect(await refused.json()).toMatchObject({ details: [{ path: 'text' }] })
    }
    expect((await sales('POST', '/api/leads/999999/notes', { text: 'Hello' })).status).toBe(404)
    expect(await server.db.$count(leadNotes, eq(leadNotes.leadId, lead.id))).toBe(2)

    // The log says a note was added, never what it said.
    const [entry] = (await (
      await owner('GET', `/api/audit-log?thing=lead&thingId=${lead.id}&limit=1`)
    ).json()) as AuditEntry[]
    expect(entry).toMatchObject({ action: 'note', summary: "Added a note to Luca Gallo's request." })
    expect(JSON.stringify(entry)).not.toContain('May')
  })

  it('is deleted by an owner only, with its notes and requests, leaving no name in the log', async () => {
    const lead = await createLead(server.db, {
      firstName: 'Sara',
      lastName: 'Ricci',
      email: 'deleted@example.com',
    })
    await sales('PATCH', `/api/leads/${lead.id}`, { status: 'contacted' })
    await sales('POST', `/api/leads/${lead.id}/notes`, { text: 'Duplicate of another request.' })

    const refused = await sales('DELETE', `/api/leads/${lead.id}`)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ error: NOT_ALLOWED_MESSAGE })

    expect((await owner('DELETE', `/api/leads/${lead.id}`)).status).toBe(204)
    expect((await owner('GET', `/api/leads/${lead.id}`)).status).toBe(404)
    expect(await server.db.$count(leadNotes, eq(leadNotes.leadId, lead.id))).toBe(0)
    expect((await owner('DELETE', `/api/leads/${lead.id}`)).status).toBe(404)

    const entries = (await (
      await owner('GET', `/api/audit-log?thing=lead&thingId=${lead.id}`)
    ).json()) as AuditEntry[]
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'note', 'update'])
    expect(entries.map((entry) => entry.summary)).toContain(
      `Marked call-back request ${lead.id} as contacted.`,
    )
    expect(JSON.stringify(entries)).not.toMatch(/Sara|Ricci|deleted@/)
  })
})

describe('GET /api/leads/export.csv', () => {
  it('gives owners and sales the filtered leads as CSV, no formula left live, and logs the export', async () => {
    const unique = 'exported'
    await createLead(server.db, {
      firstName: '=HYPERLINK("http://evil.example","Click")',
      lastName: '@SUM(1)',
      email: `first.${unique}@example.com`,
      phone: '+44 20 7946 0222',
      customFields: { best_time_to_call: 'now', message: '-2+3', package: '\tVenice' },
      status: 'contacted',
      followUpOn: '2031-01-02',
    })
    await createLead(server.db, { email: `second.${unique}@example.com` })

    const response = await sales('GET', `/api/leads/export.csv?q=${unique}&status=contacted`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="?call-back-requests-\d{4}-\d{2}-\d{2}\.csv"?/,
    )
    const [header, ...rows] = parse(await response.text()) as string[][]
    expect(header).toEqual([
      'id',
      'received_at',
      'first_name',
      'last_name',
      'email',
      'phone',
      'package',
      'best_time_to_call',
      'source',
      'message',
      'requests',
      'last_request_at',
      'status',
      'assignee',
      'follow_up_on',
      'forwarded_at',
    ])
    expect(rows).toHaveLength(1)
    const row = Object.fromEntries(header?.map((column, index) => [column, rows[0]?.[index]]) ?? [])
    expect(row).toMatchObject({
      first_name: `'=HYPERLINK("http://evil.example","Click")`,
      last_name: "'@SUM(1)",
      phone: "'+44 20 7946 0222",
      package: "'\tVenice",
      message: "'-2+3",
      status: 'contacted',
      follow_up_on: '2031-01-02',
      requests: '1',
    })

    const [entry] = (await (await owner('GET', '/api/audit-log?limit=1')).json()) as AuditEntry[]
    expect(entry).toMatchObject({
      actorEmail: 'sales@example.com',
      action: 'export',
      thingType: 'leads',
      summary: 'Downloaded 1 call-back request as a CSV file.',
    })
    expect(JSON.stringify(entry)).not.toContain(unique)

    expect((await sales('GET', '/api/leads/export.csv?status=lost')).status).toBe(400)
    const editor = adminRequest(server, await signInAs(server, 'editor'))
    expect((await editor('GET', '/api/leads/export.csv')).status).toBe(403)
  })
})

describe('GET /api/leads/assignees', () => {
  it('names the active staff who handle leads, for the assignee pickers', async () => {
    const assignees = (await (await sales('GET', '/api/leads/assignees')).json()) as { email: string }[]
    const emails = assignees.map((assignee) => assignee.email)
    expect(emails).toEqual(expect.arrayContaining([ADMIN.email, 'sales@example.com']))
    expect(emails).not.toContain('editor@example.com')
    expect(emails).not.toContain('gone@example.com')
  })
})

describe('the at-a-glance figures', () => {
  it('count the new leads and the overdue follow-ups', async () => {
    const before = (await (await sales('GET', '/api/admin/summary')).json()) as {
      newLeads: number
      overdueFollowUps: number
    }
    await createLead(server.db, { email: 'glance.new@example.com' })
    await createLead(server.db, {
      email: 'glance.late@example.com',
      status: 'contacted',
      followUpOn: day(-1),
    })
    await createLead(server.db, { email: 'glance.closed@example.com', status: 'booked', followUpOn: day(-1) })
    const after = await (await sales('GET', '/api/admin/summary')).json()
    expect(after).toMatchObject({
      newLeads: before.newLeads + 1,
      overdueFollowUps: before.overdueFollowUps + 1,
    })
  })
})
