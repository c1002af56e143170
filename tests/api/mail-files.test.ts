import { readdir, readFile, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mailOutbox } from '#app/db/schema.server'
import { deleteExpiredRecords, type RetentionRules } from '#app/services/housekeeping.server'
import { createDiskStorage } from '#app/services/images/image-storage.server'
import { uploadsFolder } from '#app/services/images/uploads-folder.server'
import { anotherVisitor, leadBody, postJson } from '#tests/factories/enquiries'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

// Issue 31, finding 5: without SMTP_URL each email is written as an .eml file under DATA_DIR/mail, and nothing
// ever deleted one, so an erased person's call-back stayed there in full. A file now lives as long as its
// record in the outbox (decision 47).

let server: TestServer
let owner: ReturnType<typeof adminRequest>
let folder: string
let rules: RetentionRules

beforeAll(async () => {
  server = await startTestServer()
  folder = path.join(server.dataDir, 'mail')
  rules = {
    leadRetentionMonths: 24,
    mailFolder: folder,
    uploads: createDiskStorage(uploadsFolder(server.dataDir)),
  }
  owner = adminRequest(server, await signIn(server))
  // The owner hears of each call-back request, so the caller's details are written into a staff alert too.
  await owner('PUT', '/api/auth/me/notifications', { callBacks: true })
})

afterAll(() => server.close())

/** Every mail file's name and whole text, once the outbox has sent (written) everything queued. */
async function mailFiles() {
  await vi.waitFor(
    async () => expect(await server.db.$count(mailOutbox, isNull(mailOutbox.sentAt))).toBe(0),
    { timeout: 5_000 },
  )
  const names = (await readdir(folder)).sort()
  return Promise.all(
    names.map(async (name) => ({ name, text: await readFile(path.join(folder, name), 'utf8') })),
  )
}

const PERSON = {
  first_name: 'Zelda',
  last_name: 'Quartermaine',
  email: 'Zelda.Q@example.com',
  phone: '020 7946 0456',
}
const MESSAGE = 'About the lagoon suite for our anniversary'
const personalDetails = [PERSON.first_name, PERSON.last_name, 'zelda.q@example.com', PERSON.phone, MESSAGE]

describe('erasing an address', () => {
  it('deletes the mail files about it, the staff alert with the caller’s details among them, and no others', async () => {
    const lead = leadBody({ ...PERSON, custom_fields: { ...leadBody().custom_fields, message: MESSAGE } })
    expect((await postJson(server.url('/api/contact-webhook'), lead, anotherVisitor())).status).toBe(201)
    const signup = await postJson(server.url('/api/email-signups'), { email: PERSON.email }, anotherVisitor())
    expect(signup.status).toBe(201)
    const bystander = leadBody({ email: 'bystander@example.com', first_name: 'Bea' })
    expect((await postJson(server.url('/api/contact-webhook'), bystander, anotherVisitor())).status).toBe(201)

    const before = await mailFiles()
    const concerning = before.filter((file) => /zelda/i.test(file.text))
    // The alert to staff (name, phone, email and message) and the confirmation to the person.
    expect(concerning).toHaveLength(2)
    expect(concerning.some((file) => file.text.includes(PERSON.phone) && file.text.includes(MESSAGE))).toBe(
      true,
    )

    const erased = await owner(
      'DELETE',
      `/api/privacy/subject?email=${encodeURIComponent('zelda.q@EXAMPLE.com')}`,
    )
    expect(await erased.json()).toEqual({
      erased: { leads: 1, signups: 1, consents: 1, mails: 2, bookings: 0 },
      kept: [],
    })

    const after = await mailFiles()
    for (const detail of personalDetails) {
      expect(
        after
          .filter((file) => file.text.toLowerCase().includes(detail.toLowerCase()))
          .map((file) => file.name),
        detail,
      ).toEqual([])
    }
    // The bystander's alert is still there.
    expect(after.map((file) => file.name)).toEqual(
      before.filter((file) => !concerning.includes(file)).map((file) => file.name),
    )
    expect(after.some((file) => file.text.includes('bystander@example.com'))).toBe(true)
  })
})

describe('housekeeping', () => {
  it('deletes a mail file once its record is gone, a month after it was sent, and half-written copies left behind', async () => {
    for (const email of ['old.news@example.com', 'fresh.news@example.com']) {
      expect((await postJson(server.url('/api/email-signups'), { email }, anotherVisitor())).status).toBe(201)
    }
    const files = await mailFiles()
    const fileOf = (address: string) => files.find((file) => file.text.includes(address))?.name ?? ''
    const [oldFile, freshFile] = [fileOf('old.news@example.com'), fileOf('fresh.news@example.com')]
    expect(oldFile).toMatch(/\.eml$/)
    expect(freshFile).toMatch(/\.eml$/)
    const now = new Date()
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
    await server.db
      .update(mailOutbox)
      .set({ sentAt: daysAgo(31) })
      .where(eq(mailOutbox.toAddress, 'old.news@example.com'))
    // A copy a stopped process never finished writing, one being written now, and a file that is not ours.
    const abandoned = path.join(folder, `${freshFile}.0a1b2c.partial`)
    const writing = path.join(folder, `${freshFile}.3d4e5f.partial`)
    await writeFile(abandoned, 'half a message')
    await utimes(abandoned, daysAgo(1), daysAgo(1))
    await writeFile(writing, 'half a message')
    await writeFile(path.join(folder, 'notes.txt'), 'kept by whoever runs the server')

    const deleted = await deleteExpiredRecords(server.db, rules, now)
    expect(deleted).toMatchObject({ mailRecords: 1, mailFiles: 2 })
    const left = await readdir(folder)
    expect(left).not.toContain(oldFile)
    expect(left).not.toContain(path.basename(abandoned))
    expect(left).toEqual(expect.arrayContaining([freshFile, path.basename(writing), 'notes.txt']))
    // Nothing more to do on a second run.
    expect(await deleteExpiredRecords(server.db, rules, now)).toMatchObject({
      mailRecords: 0,
      mailFiles: 0,
    })
  })
})
