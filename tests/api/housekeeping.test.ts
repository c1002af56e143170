import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { utimes } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#app/db/client.server'
import {
  adminUsers,
  auditLog,
  contactLeads,
  leadNotes,
  mailOutbox,
  newsletterConsents,
  newsletterSignups,
  packageVersions,
  passwordResets,
  rateLimits,
  sessions,
  staffInvitations,
  travelPackages,
} from '#app/db/schema.server'
import { VERSIONS_KEPT } from '#app/lib/package-versions'
import { deleteExpiredRecords } from '#app/services/housekeeping.server'
import { createDiskStorage } from '#app/services/images/image-storage.server'
import { UPLOAD_GRACE_MS } from '#app/services/images/unused-uploads.server'
import { keepVersion, snapshotOf } from '#app/services/packages/package-versions.server'
import { createDestination, createImage, createPackage } from '#tests/factories/catalogue'
import { createTestDatabase } from '#tests/setup/test-database'

const now = new Date('2027-06-15T12:00:00Z')
const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000)

let database: DatabaseHandle
// No mail was written here: the mail files' own rule is tested in mail-files.test.ts.
const mailFolder = mkdtempSync(path.join(tmpdir(), 'citybreak-mail-'))
// Empty but for the uploads test's files, which it removes again.
const uploadsFolder = mkdtempSync(path.join(tmpdir(), 'citybreak-uploads-'))
const uploads = createDiskStorage(uploadsFolder)
const rules = (leadRetentionMonths: number) => ({ leadRetentionMonths, mailFolder, uploads })

beforeAll(async () => {
  database = await createTestDatabase()
})

afterAll(async () => {
  await database.close()
  rmSync(mailFolder, { recursive: true, force: true })
  rmSync(uploadsFolder, { recursive: true, force: true })
})

const lead = (dedupeKey: string, createdAt: Date) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  emailKey: 'ada@example.com',
  phone: '07700 900123',
  dedupeKey,
  createdAt,
})

describe('deleteExpiredRecords', () => {
  it('deletes call-back requests past the retention period, expired or idle sessions, expired staff links and spent rate-limit windows', async () => {
    const { db } = database
    await db
      .insert(contactLeads)
      .values([
        lead('twenty-five-months-old', daysBefore(760)),
        lead('twenty-three-months-old', daysBefore(700)),
        lead('new', daysBefore(1)),
      ])
    const [admin] = await db
      .insert(adminUsers)
      .values({ email: 'staff@example.com', passwordHash: 'not-a-real-hash', role: 'owner' })
      .returning()
    const userId = admin?.id ?? 0
    const inADay = new Date(now.getTime() + 24 * 60 * 60 * 1000)
    const hoursBefore = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000)
    await db.insert(sessions).values([
      { id: 'expired', userId, expiresAt: daysBefore(1), lastSeenAt: hoursBefore(25) },
      { id: 'idle', userId, expiresAt: inADay, lastSeenAt: hoursBefore(9) },
      { id: 'current', userId, expiresAt: inADay, lastSeenAt: hoursBefore(7) },
    ])
    const inAnHour = new Date(now.getTime() + 60 * 60 * 1000)
    await db.insert(staffInvitations).values([
      { email: 'late@example.com', role: 'sales', tokenHash: 'expired-invitation', expiresAt: daysBefore(1) },
      { email: 'soon@example.com', role: 'editor', tokenHash: 'open-invitation', expiresAt: inADay },
    ])
    await db.insert(passwordResets).values([
      { tokenHash: 'expired-reset', userId, expiresAt: hoursBefore(1) },
      { tokenHash: 'open-reset', userId, expiresAt: inAnHour },
    ])
    await db.insert(rateLimits).values([
      { key: 'spent', hits: 3, resetAt: daysBefore(1) },
      { key: 'open', hits: 1, resetAt: new Date(now.getTime() + 60_000) },
    ])

    expect(await deleteExpiredRecords(db, rules(24), now)).toMatchObject({
      leads: 1,
      sessions: 2,
      invitations: 1,
      passwordResets: 1,
      rateLimitWindows: 1,
    })

    const keys = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: { key: string }[] }).rows.map((row) => row.key)
    expect(await keys(sql`select dedupe_key as key from contact_leads order by id`)).toEqual([
      'twenty-three-months-old',
      'new',
    ])
    expect(await keys(sql`select id as key from sessions`)).toEqual(['current'])
    expect(await keys(sql`select key from rate_limits`)).toEqual(['open'])
    expect(await keys(sql`select token_hash as key from staff_invitations`)).toEqual(['open-invitation'])
    expect(await keys(sql`select token_hash as key from password_resets`)).toEqual(['open-reset'])
    // Nothing more to do on a second run.
    expect(await deleteExpiredRecords(db, rules(24), now)).toEqual({
      leads: 0,
      unconfirmedSignups: 0,
      mailRecords: 0,
      mailFiles: 0,
      sessions: 0,
      invitations: 0,
      passwordResets: 0,
      rateLimitWindows: 0,
      packageVersions: 0,
      uploads: 0,
    })
    // A shorter period, as LEAD_RETENTION_MONTHS may set, deletes more.
    expect(await deleteExpiredRecords(db, rules(12), now)).toMatchObject({ leads: 1 })
    expect(await keys(sql`select dedupe_key as key from contact_leads order by id`)).toEqual(['new'])
  })

  it("takes a retired lead's notes with it, and its person's name from the activity log's words", async () => {
    const { db } = database
    const [old] = await db
      .insert(contactLeads)
      .values({ ...lead('retired', daysBefore(800)), firstName: 'Grace', lastName: 'Hopper' })
      .returning()
    const id = old?.id ?? 0
    await db.insert(leadNotes).values({ leadId: id, authorEmail: 'staff@example.com', text: 'Booked Rome.' })
    await db.insert(auditLog).values({
      actorEmail: 'staff@example.com',
      action: 'update',
      thingType: 'lead',
      thingId: id,
      thingName: `Call-back request ${id}`,
      summary: "Marked Grace Hopper's request as booked.",
    })
    expect(await deleteExpiredRecords(db, rules(24), now)).toMatchObject({ leads: 1 })
    expect(await db.$count(leadNotes)).toBe(0)
    const [entry] = await db.select().from(auditLog)
    expect(entry?.summary).toBe(`Marked call-back request ${id} as booked.`)
  })

  it('deletes sign-ups left unconfirmed for 30 days since their last request, and old email records', async () => {
    const { db } = database
    const signup = async (email: string, status: 'pending' | 'confirmed', createdAt: Date, asked: Date[]) => {
      const [row] = await db
        .insert(newsletterSignups)
        .values({ email, emailKey: email, status, createdAt })
        .returning()
      for (const [index, requestedAt] of asked.entries()) {
        await db.insert(newsletterConsents).values({
          signupId: row?.id ?? 0,
          wordingVersion: 'test',
          confirmTokenHash: `${email}-${index}`,
          requestedAt,
        })
      }
    }
    await signup('stale@example.com', 'pending', daysBefore(31), [daysBefore(31)])
    await signup('recent@example.com', 'pending', daysBefore(29), [daysBefore(29)])
    await signup('asked-again@example.com', 'pending', daysBefore(40), [daysBefore(40), daysBefore(5)])
    await signup('confirmed@example.com', 'confirmed', daysBefore(100), [daysBefore(100)])
    const mail = (kind: string, dates: Partial<typeof mailOutbox.$inferInsert>) => ({
      kind,
      toAddress: 'someone@example.com',
      aboutAddress: 'someone@example.com',
      subject: kind,
      textBody: '',
      htmlBody: '',
      ...dates,
    })
    await db
      .insert(mailOutbox)
      .values([
        mail('sent-long-ago', { sentAt: daysBefore(31) }),
        mail('sent-lately', { sentAt: daysBefore(29) }),
        mail('refused-long-ago', { failedAt: daysBefore(40) }),
        mail('still-waiting', { createdAt: daysBefore(40) }),
      ])

    expect(await deleteExpiredRecords(db, rules(24), now)).toMatchObject({
      unconfirmedSignups: 1,
      mailRecords: 2,
    })

    const remaining = await db.select({ email: newsletterSignups.email }).from(newsletterSignups)
    expect(remaining.map((row) => row.email).sort()).toEqual([
      'asked-again@example.com',
      'confirmed@example.com',
      'recent@example.com',
    ])
    expect(
      (await db.select({ kind: mailOutbox.kind }).from(mailOutbox)).map((row) => row.kind).sort(),
    ).toEqual(['sent-lately', 'still-waiting'])
    expect(await db.$count(newsletterConsents)).toBe(4)
  })

  it('keeps the newest versions of each package and deletes the older ones', async () => {
    const { db } = database
    const busy = await createPackage(db, { slug: 'versions-busy-rome', title: 'Rome, saved often' })
    const quiet = await createPackage(db, { slug: 'versions-quiet-siena', title: 'Siena, saved once' })
    const snapshot = await snapshotOf(db, busy.id)
    if (!snapshot) throw new Error('no snapshot of the package just made')
    // As many saves as are kept, and five more, each a real version of its own.
    await db.insert(packageVersions).values(
      Array.from({ length: VERSIONS_KEPT + 5 }, (_, index) => ({
        packageId: busy.id,
        version: index + 1,
        snapshot: { ...snapshot, title: `Rome, save ${index + 1}` },
      })),
    )
    await keepVersion(db, quiet.id, null)

    expect(await deleteExpiredRecords(db, rules(24), now)).toMatchObject({ packageVersions: 5 })
    const versionsOf = async (packageId: number) =>
      (
        await db
          .select({ version: packageVersions.version, packageId: packageVersions.packageId })
          .from(packageVersions)
      )
        .filter((row) => row.packageId === packageId)
        .map((row) => row.version)
        .sort((a, b) => a - b)
    const busyVersions = await versionsOf(busy.id)
    expect(busyVersions).toHaveLength(VERSIONS_KEPT)
    expect(busyVersions[0]).toBe(6)
    expect(busyVersions.at(-1)).toBe(VERSIONS_KEPT + 5)
    expect(await versionsOf(quiet.id)).toEqual([1])
    expect(await deleteExpiredRecords(db, rules(24), now)).toMatchObject({ packageVersions: 0 })
  })

  it('removes the uploads no row names once they are an hour old, and keeps every file a row names', async () => {
    const { db } = database
    const saved = async () => uploads.save(Buffer.from('an image'), 'png')
    const [original, variant, hero, versioned, pending, pasted, abandoned, beingUploaded] = await Promise.all(
      Array.from({ length: 8 }, saved),
    )
    const pkg = await createPackage(db, { heroImageUrl: hero })
    await createImage(db, { packageId: pkg.id, url: original ?? '', shapedUrl: variant })
    const snapshot = await snapshotOf(db, pkg.id)
    if (!snapshot) throw new Error('no snapshot of the package just made')
    // Named only in an older version, which a restore would bring back, and in an edit not yet published.
    const fields = { ...snapshot.fields, heroImageUrl: versioned ?? '' }
    await db
      .insert(packageVersions)
      .values({ packageId: pkg.id, version: 1, snapshot: { ...snapshot, fields } })
    await db
      .update(travelPackages)
      .set({
        pendingChanges: { fields: { ...fields, heroImageUrl: pending ?? '' }, authorId: null, savedAt: '' },
      })
      .where(sql`id = ${pkg.id}`)
    await createDestination(db, { description: `The lagoon at dusk: ![Lagoon](${pasted})` })
    const all = [original, variant, hero, versioned, pending, pasted, abandoned, beingUploaded]
    const nameOf = (url = '') => path.basename(url)
    for (const url of all) {
      // Its row not committed yet: an upload saves the file first.
      const age = url === beingUploaded ? UPLOAD_GRACE_MS - 60_000 : UPLOAD_GRACE_MS + 60_000
      const at = new Date(now.getTime() - age)
      await utimes(path.join(uploadsFolder, nameOf(url)), at, at)
    }

    expect(await deleteExpiredRecords(db, rules(24), now)).toMatchObject({ uploads: 1 })
    const left = new Set(readdirSync(uploadsFolder))
    expect(left).toEqual(new Set(all.filter((url) => url !== abandoned).map(nameOf)))
    expect(await deleteExpiredRecords(db, rules(24), now)).toMatchObject({ uploads: 0 })
    // Once its hour is up and still no row names it, it goes too.
    const later = new Date(now.getTime() + 2 * 60_000)
    expect(await deleteExpiredRecords(db, rules(24), later)).toMatchObject({ uploads: 1 })
    expect(readdirSync(uploadsFolder)).not.toContain(nameOf(beingUploaded))
    for (const url of all) await uploads.remove(url ?? '')
  })
})
