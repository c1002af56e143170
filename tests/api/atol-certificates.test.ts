import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { bookingAtolCertificates, bookings, bookingTravellers, mailOutbox } from '#app/db/schema.server'
import type { AuditEntry } from '#app/lib/staff'
import { bookingBody, createDeparture, openBooking, postBooking, traveller } from '#tests/factories/bookings'
import { adminRequest, signIn, signInAs } from '#tests/setup/admin-session'
import { isAddressedTo, mailIn } from '#tests/setup/parsed-mail'
import { readPdf } from '#tests/setup/pdf-text'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer
let owner: ReturnType<typeof adminRequest>
let editor: ReturnType<typeof adminRequest>

beforeAll(async () => {
  server = await startTestServer({ environment: { ATOL_NUMBER: '12345' } })
  owner = adminRequest(server, await signIn(server))
  editor = adminRequest(server, await signInAs(server, 'editor'))
  await openBooking(server.db, { depositPerPerson: '100.00' })
})

afterAll(() => server.close())

/** Books a new departure for two (Maria and Luca Rossi) as a visitor; answers its reference and id. */
async function book(email = 'maria.rossi@example.com') {
  const body = bookingBody(await createDeparture(server.db, { price: '500.00' }), 2)
  const response = await postBooking(server, { ...body, contact: { ...body.contact, email } })
  expect(response.status).toBe(201)
  const { reference } = (await response.json()) as { reference: string }
  const [row] = await server.db.select().from(bookings).where(eq(bookings.reference, reference))
  return { reference, id: row?.id ?? 0 }
}

const pay = (reference: string, amount = '200.00') =>
  owner('POST', `/api/bookings/${reference}/payments`, { amount, method: 'bank' })

const certificatesOf = (bookingId: number) =>
  server.db
    .select()
    .from(bookingAtolCertificates)
    .where(eq(bookingAtolCertificates.bookingId, bookingId))
    .orderBy(bookingAtolCertificates.issue)

const certificateMailsOf = (bookingId: number) =>
  server.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.bookingId, bookingId), eq(mailOutbox.kind, 'atol-certificate')))
    .orderBy(mailOutbox.id)

/** The certificate emails that reached `address`'s mailbox (the server's .eml folder) about `reference`. */
async function delivered(address: string, reference: string, count: number) {
  let found: ParsedMail[] = []
  await vi.waitFor(
    async () => {
      found = (await mailIn(path.join(server.dataDir, 'mail'))).filter(
        (mail) => isAddressedTo(mail, address) && mail.subject?.includes(reference),
      )
      expect(found).toHaveLength(count)
    },
    { timeout: 10_000 },
  )
  return found
}

const pdfOf = (mail: ParsedMail | undefined) => readPdf(new Uint8Array(mail?.attachments[0]?.content ?? []))

const newContact = {
  email: 'maria.new@example.com',
  phone: '020 7946 0998',
  address: { line1: '3 Quay Street', town: 'Bath', postcode: 'ba1 1aa' },
}

describe('the first payment', () => {
  it('issues ATOL Certificate 1 and emails it to the lead traveller as a PDF naming the reference', async () => {
    const { reference, id } = await book('first.payment@example.com')
    expect(await certificatesOf(id)).toHaveLength(0)
    expect((await pay(reference)).status).toBe(201)

    const [certificate] = await certificatesOf(id)
    expect(certificate).toMatchObject({
      issue: 1,
      details: {
        reference,
        issue: 1,
        atolNumber: '12345',
        organiser: 'Lagoon & Lantern Holidays',
        travellers: [
          { firstName: 'Maria', surname: 'Rossi' },
          { firstName: 'Luca', surname: 'Rossi' },
        ],
        departureDate: '2031-06-01',
        total: '1000.00',
      },
    })
    expect(await certificateMailsOf(id)).toHaveLength(1)
    const [mail] = await delivered('first.payment@example.com', reference, 1)
    expect(mail?.subject).toBe(`Your ATOL Certificate for booking ${reference}`)
    expect(mail?.text).toContain('ATOL number 12345')
    expect(mail?.attachments).toHaveLength(1)
    expect(mail?.attachments[0]).toMatchObject({
      filename: `ATOL-certificate-${reference}-1.pdf`,
      contentType: 'application/pdf',
    })
    const pdf = await pdfOf(mail)
    expect(pdf.title).toBe(`ATOL Certificate ${reference}-1`)
    expect(pdf.text).toContain('ATOL number: 12345')
    expect(pdf.text).toContain('1. Maria Rossi')
    expect(pdf.text).toContain('2. Luca Rossi')
    // Once sent, the outbox keeps that it went, not the file.
    await vi.waitFor(async () => expect((await certificateMailsOf(id))[0]?.attachments).toEqual([]))
  })

  it('is the only one that does: a later payment issues and sends nothing more', async () => {
    const { reference, id } = await book('two.payments@example.com')
    await pay(reference, '100.00')
    await pay(reference, '150.00')
    await pay(reference, '50.00')
    expect(await certificatesOf(id)).toHaveLength(1)
    expect(await certificateMailsOf(id)).toHaveLength(1)
  })

  it('issues nothing for a payment staff are refused', async () => {
    const { reference, id } = await book()
    expect((await pay(reference, '5000.00')).status).toBe(422)
    expect(await certificatesOf(id)).toHaveLength(0)
    expect(await certificateMailsOf(id)).toHaveLength(0)
  })
})

describe('PATCH /api/bookings/:reference', () => {
  const patch = (reference: string, body: unknown) => owner('PATCH', `/api/bookings/${reference}`, body)

  it('changing a name issues certificate 2 and emails it, and answers the booking', async () => {
    const { reference, id } = await book('renamed@example.com')
    await pay(reference)
    const response = await patch(reference, {
      travellers: [traveller('Maria'), { firstName: 'Lucas', surname: 'Bianchi', dateOfBirth: '1982-05-06' }],
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      reference,
      travellers: [traveller('Maria'), { firstName: 'Lucas', surname: 'Bianchi', dateOfBirth: '1982-05-06' }],
    })
    const issues = await certificatesOf(id)
    expect(issues.map((issue) => issue.issue)).toEqual([1, 2])
    expect(issues[0]?.details.travellers[1]).toEqual({ firstName: 'Luca', surname: 'Rossi' })
    expect(issues[1]?.details.travellers[1]).toEqual({ firstName: 'Lucas', surname: 'Bianchi' })
    const mails = await delivered('renamed@example.com', reference, 2)
    const updated = mails.find((mail) => mail.subject?.startsWith('Your updated'))
    expect(updated?.attachments[0]?.filename).toBe(`ATOL-certificate-${reference}-2.pdf`)
    expect((await pdfOf(updated)).text).toContain('2. Lucas Bianchi')

    const [entry] = (await (await owner('GET', '/api/audit-log?limit=1')).json()) as AuditEntry[]
    expect(entry).toMatchObject({
      action: 'update',
      thingType: 'booking',
      thingName: reference,
      summary: 'Changed the travellers. Issued ATOL Certificate 2 and emailed it.',
    })
    expect(JSON.stringify(entry)).not.toMatch(/Bianchi|Lucas|renamed@/)
  })

  it('changing the contact, or only a date of birth, stores it and issues nothing new', async () => {
    const { reference, id } = await book()
    await pay(reference)
    const response = await patch(reference, {
      contact: newContact,
      travellers: [traveller('Maria', '1979-01-01'), traveller('Luca')],
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      email: 'maria.new@example.com',
      phone: '020 7946 0998',
      addressLine1: '3 Quay Street',
      addressLine2: null,
      town: 'Bath',
      postcode: 'BA1 1AA',
    })
    const [row] = await server.db.select().from(bookings).where(eq(bookings.id, id))
    expect(row?.emailKey).toBe('maria.new@example.com')
    expect(await certificatesOf(id)).toHaveLength(1)
    expect(await certificateMailsOf(id)).toHaveLength(1)
  })

  it('before any payment stores the change, and the first payment certifies the names as they are then', async () => {
    const { reference, id } = await book()
    await patch(reference, { travellers: [traveller('Maria'), traveller('Giulia')] })
    expect(await certificatesOf(id)).toHaveLength(0)
    await pay(reference)
    expect((await certificatesOf(id))[0]?.details.travellers[1]?.firstName).toBe('Giulia')
  })

  it('refuses bad fields with 400 and their paths, changing nothing', async () => {
    const { reference, id } = await book()
    await pay(reference)
    const before = await server.db.select().from(bookingTravellers).where(eq(bookingTravellers.bookingId, id))
    const bad = await patch(reference, {
      travellers: [
        traveller('Maria', '2999-01-01'),
        { firstName: '<b>Luca</b>', surname: '', dateOfBirth: 'x' },
      ],
      contact: {
        ...newContact,
        email: 'not an email',
        address: { ...newContact.address, postcode: 'nowhere' },
      },
    })
    expect(bad.status).toBe(400)
    const paths = ((await bad.json()) as { details: { path: string }[] }).details.map((detail) => detail.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        'travellers.0.dateOfBirth',
        'travellers.1.firstName',
        'travellers.1.surname',
        'travellers.1.dateOfBirth',
        'contact.email',
        'contact.address.postcode',
      ]),
    )
    const fewer = await patch(reference, { travellers: [traveller('Maria')] })
    expect(fewer.status).toBe(400)
    expect(await fewer.json()).toMatchObject({ details: [{ path: 'travellers' }] })
    expect((await patch(reference, {})).status).toBe(400)

    expect(
      await server.db.select().from(bookingTravellers).where(eq(bookingTravellers.bookingId, id)),
    ).toEqual(before)
    const [row] = await server.db.select().from(bookings).where(eq(bookings.id, id))
    expect(row?.email).toBe('maria.rossi@example.com')
    expect(await certificatesOf(id)).toHaveLength(1)
  })

  it('answers 409 for a cancelled booking, 404 for none, 403 for an editor', async () => {
    const { reference } = await book()
    expect((await editor('PATCH', `/api/bookings/${reference}`, { contact: newContact })).status).toBe(403)
    expect((await patch('CB-ZZZZZZ', { contact: newContact })).status).toBe(404)
    await owner('POST', `/api/bookings/${reference}/cancel`, { reason: 'Asked by phone' })
    const cancelled = await patch(reference, { contact: newContact })
    expect(cancelled.status).toBe(409)
    const [row] = await server.db.select().from(bookings).where(eq(bookings.reference, reference))
    expect(row?.email).toBe('maria.rossi@example.com')
  })
})

describe('GET /api/bookings/:reference/atol-certificates/:issue.pdf', () => {
  it('downloads an issue as the PDF that was sent, privately, and refuses who may not see it', async () => {
    const { reference, id } = await book('download@example.com')
    await pay(reference)
    const address = `/api/bookings/${reference}/atol-certificates/1.pdf`
    const response = await owner('GET', address)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="ATOL-certificate-${reference}-1.pdf"`,
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const bytes = new Uint8Array(await response.arrayBuffer())
    const pdf = await readPdf(bytes)
    expect(pdf.pageCount).toBe(1)
    expect(pdf.text).toContain('1. Maria Rossi')
    // Drawn again from what issue 1 certified: the very file the email carried.
    const [mail] = await delivered('download@example.com', reference, 1)
    expect(Buffer.from(bytes).equals(mail?.attachments[0]?.content ?? Buffer.alloc(0))).toBe(true)

    expect((await editor('GET', address)).status).toBe(403)
    expect((await fetch(server.url(address))).status).toBe(401)
    expect((await owner('GET', `/api/bookings/${reference}/atol-certificates/2.pdf`)).status).toBe(404)
    expect((await owner('GET', '/api/bookings/CB-ZZZZZZ/atol-certificates/1.pdf')).status).toBe(404)
    expect(await certificatesOf(id)).toHaveLength(1)
  })
})
