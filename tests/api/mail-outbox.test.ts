import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '#app/db/client.server'
import { mailOutbox } from '#app/db/schema.server'
import { loadConfig } from '#app/env.server'
import { createMailOutbox, queueMail } from '#app/services/mail/outbox.server'
import { createMailTransport } from '#app/services/mail/transport.server'
import { createLogger } from '#server/request-logger'
import { anotherVisitor, postJson } from '#tests/factories/enquiries'
import { rawHeader, startSmtpServer } from '#tests/setup/smtp-server'
import { createTestDatabase } from '#tests/setup/test-database'
import { startTestServer } from '#tests/setup/test-server'

let database: DatabaseHandle

beforeAll(async () => {
  database = await createTestDatabase()
})

afterAll(() => database.close())

const queued = async (address: string) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)))[0]

const message = (to: string) => ({
  kind: 'test',
  to,
  about: to,
  subject: `Hello ${to}`,
  text: 'Plain words.',
  html: '<p>Plain words.</p>',
  headers: { 'X-Test': 'yes' },
})

describe('the mail outbox', () => {
  it('keeps a message while the mail server is down and sends it once it is back, across a restart', async () => {
    const smtp = await startSmtpServer({ mode: 'down' })
    const environment = { SMTP_URL: smtp.url }
    const first = await startTestServer({ environment, database })
    const signup = await postJson(
      first.url('/api/email-signups'),
      { email: 'patient@example.com' },
      anotherVisitor(),
    )
    expect(signup.status).toBe(201)
    await vi.waitFor(async () => expect((await queued('patient@example.com'))?.lastError).toMatch(/451/), {
      timeout: 10_000,
    })
    expect(await queued('patient@example.com')).toMatchObject({ sentAt: null, failedAt: null })
    await first.close()

    smtp.setMode('up')
    const second = await startTestServer({ environment, database })
    await vi.waitFor(async () => expect((await queued('patient@example.com'))?.sentAt).not.toBeNull(), {
      timeout: 10_000,
    })
    await second.close()
    await smtp.close()

    expect(smtp.to('patient@example.com')).toHaveLength(1)
    const sent = await queued('patient@example.com')
    expect(sent?.attempts).toBeGreaterThanOrEqual(2)
    expect(sent?.lastError).toBeNull()
    // The record says what went and when; the single-use links it carried are gone.
    expect(sent).toMatchObject({ kind: 'newsletter-confirmation', textBody: '', htmlBody: '', headers: {} })
  })

  it('gives up on a message the mail server refuses for good, without the address in its reason', async () => {
    const smtp = await startSmtpServer()
    smtp.refuse('nobody@example.com')
    await queueMail(database.db, [message('nobody@example.com')])
    const transport = createMailTransport(
      loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url, DATA_DIR: '/nonexistent' }),
      createLogger('silent'),
    )
    const outbox = createMailOutbox({
      db: database.db,
      transport,
      logger: createLogger('silent'),
      retryBaseMs: 1,
    })
    expect(await outbox.runOnce()).toBe(0)
    const refused = await queued('nobody@example.com')
    expect(refused?.failedAt).not.toBeNull()
    expect(refused?.lastError).toMatch(/550/)
    expect(refused?.lastError).not.toContain('nobody@example.com')
    expect(refused).toMatchObject({ attempts: 1, textBody: '', htmlBody: '' })
    // Never tried again.
    await outbox.runOnce()
    expect((await queued('nobody@example.com'))?.attempts).toBe(1)
    transport.close()
    await smtp.close()
  })

  it('never sends one message twice at once from two servers', async () => {
    const smtp = await startSmtpServer()
    const addresses = Array.from({ length: 12 }, (_, index) => `busy${index}@example.com`)
    await queueMail(database.db, addresses.map(message))
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url, DATA_DIR: '/nonexistent' })
    const workers = [0, 1].map(() => {
      const transport = createMailTransport(config, createLogger('silent'))
      const outbox = createMailOutbox({
        db: database.db,
        transport,
        logger: createLogger('silent'),
        batchSize: 3,
      })
      return { transport, outbox }
    })
    const sent = await Promise.all(workers.map(({ outbox }) => outbox.runOnce()))
    for (const { transport } of workers) transport.close()
    await smtp.close()

    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(12)
    for (const address of addresses) expect(smtp.to(address), address).toHaveLength(1)
    expect(rawHeader(smtp.to('busy0@example.com')[0] ?? ({} as never), 'X-Test')).toBe('yes')
  })
})

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file under the data folder and logs where', async () => {
    const logLines: { msg: string; file?: string }[] = []
    const server = await startTestServer({
      database,
      logTo: { write: (line: string) => void logLines.push(JSON.parse(line)) },
    })
    const signup = await postJson(
      server.url('/api/email-signups'),
      { email: 'offline@example.com' },
      anotherVisitor(),
    )
    expect(signup.status).toBe(201)
    await vi.waitFor(async () => expect((await queued('offline@example.com'))?.sentAt).not.toBeNull(), {
      timeout: 10_000,
    })
    const folder = path.join(server.dataDir, 'mail')
    const files = readdirSync(folder).filter((name) => name.endsWith('.eml'))
    expect(files).toHaveLength(1)
    const file = path.join(folder, files[0] ?? '')
    const written = await simpleParser(readFileSync(file))
    expect(written.subject).toBe('Please confirm your subscription to Lagoon & Lantern Holidays')
    expect(written.text).toContain('/newsletter/confirm?token=')
    expect(written.html).toContain('/newsletter/confirm?token=')
    expect(logLines).toContainEqual(
      expect.objectContaining({ msg: expect.stringMatching(/written to a file/), file }),
    )
    expect(JSON.stringify(logLines)).not.toContain('offline@example.com')
    await server.close()
  })

  it('leaves one whole file when two server processes on one data folder write the same message at once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'citybreak-mail-'))
    const config = loadConfig({ DATA_DIR: dataDir })
    const silent = { info: () => {}, warn: () => {} }
    const [first, second] = [createMailTransport(config, silent), createMailTransport(config, silent)]
    const mail = { id: 7, createdAt: new Date(), attachments: [], ...message('twice@example.com') }
    // A claim that ran out while its holder was still sending: the message goes out twice, and both must land.
    await Promise.all([first.send(mail), second.send(mail)])
    const names = readdirSync(path.join(dataDir, 'mail'))
    expect(names).toHaveLength(1)
    expect(names[0]).toMatch(/-7\.eml$/)
    expect((await simpleParser(readFileSync(path.join(dataDir, 'mail', names[0] ?? '')))).to).toBeDefined()
    for (const transport of [first, second]) transport.close()
    rmSync(dataDir, { recursive: true, force: true })
  })
})

describe('an attachment', () => {
  const file = { filename: 'note.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0xLjcKJSVFT0YK' }
  const withFile = (to: string) => ({ ...message(to), attachments: [file] })

  it('reaches the mail server with the message, and is cleared from its record once sent', async () => {
    const smtp = await startSmtpServer()
    await queueMail(database.db, [withFile('attached@example.com')])
    expect((await queued('attached@example.com'))?.attachments).toEqual([file])
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url, DATA_DIR: '/nonexistent' })
    const transport = createMailTransport(config, createLogger('silent'))
    const outbox = createMailOutbox({ db: database.db, transport, logger: createLogger('silent') })
    await outbox.runOnce()
    transport.close()
    await smtp.close()

    const [sent] = smtp.to('attached@example.com')
    expect(sent?.attachments).toHaveLength(1)
    expect(sent?.attachments[0]).toMatchObject({ filename: 'note.pdf', contentType: 'application/pdf' })
    expect(sent?.attachments[0]?.content.toString('base64')).toBe(file.contentBase64)
    expect(await queued('attached@example.com')).toMatchObject({ sentAt: expect.any(Date), attachments: [] })
  })

  it('is written into the .eml file without SMTP_URL', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'citybreak-mail-'))
    const transport = createMailTransport(loadConfig({ DATA_DIR: dataDir }), {
      info: () => {},
      warn: () => {},
    })
    await transport.send({ id: 8, createdAt: new Date(), ...withFile('eml@example.com') })
    const [name] = readdirSync(path.join(dataDir, 'mail'))
    const written = await simpleParser(readFileSync(path.join(dataDir, 'mail', name ?? '')))
    expect(written.attachments.map((attached) => attached.filename)).toEqual(['note.pdf'])
    expect(written.attachments[0]?.content.toString('base64')).toBe(file.contentBase64)
    transport.close()
    rmSync(dataDir, { recursive: true, force: true })
  })
})
