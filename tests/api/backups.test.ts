import { mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openPglite } from '#app/db/client.server'
import * as schema from '#app/db/schema.server'
import { seedDatabase } from '#app/db/seed.server'
import { serveOwnerRequests } from '#app/services/owner-socket.server'
import { createLogger } from '#server/request-logger'
import { anotherVisitor, leadBody, postJson } from '#tests/factories/enquiries'
import { ADMIN, signIn } from '#tests/setup/admin-session'
import { imageUploader } from '#tests/setup/image-upload'
import { runNpmScript } from '#tests/setup/npm-script'
import { notPrivate, permissionsOf } from '#tests/setup/private-files'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

// The embedded database's backups, through the real `npm run backup` and `npm run restore`, on real data
// folders: one a running server holds, and one nobody does.

const scratch = mkdtempSync(path.join(tmpdir(), 'citybreak-backups-'))
const folder = (name: string) => path.join(scratch, name)
const embedded = { DATABASE_URL: '' }
const backup = (file: string, dataDir: string) =>
  runNpmScript('backup', [file], { ...embedded, DATA_DIR: dataDir })
const restore = (file: string, dataDir: string) =>
  runNpmScript('restore', [file], { ...embedded, DATA_DIR: dataDir })

/** Everything the agency would miss: the catalogue and its prices, images, enquiries and staff. */
async function agencyData({ db }: DatabaseHandle) {
  return {
    packages: await db.select().from(schema.travelPackages).orderBy(asc(schema.travelPackages.id)),
    prices: await db.select().from(schema.pricingOptions).orderBy(asc(schema.pricingOptions.id)),
    images: await db.select().from(schema.images).orderBy(asc(schema.images.id)),
    leads: await db.select().from(schema.contactLeads).orderBy(asc(schema.contactLeads.id)),
    staff: await db.select().from(schema.adminUsers).orderBy(asc(schema.adminUsers.id)),
  }
}

const sourceDir = folder('live')
let source: DatabaseHandle
let server: TestServer
let uploadedUrl: string
let before: Awaited<ReturnType<typeof agencyData>>

beforeAll(async () => {
  source = await openPglite(sourceDir)
  await source.migrate()
  await seedDatabase(source.db)
  server = await startTestServer({ database: source, environment: { DATA_DIR: sourceDir } })
  const cookie = await signIn(server)
  const [venice] = await source.db.select().from(schema.travelPackages).limit(1)
  const image = await imageUploader(server, cookie)({ packageId: String(venice?.id), type: 'gallery' })
  uploadedUrl = image.url
  expect(uploadedUrl).toMatch(/^\/uploads\/\w+\.\w+$/)
  expect(
    (await postJson(server.url('/api/contact-webhook'), leadBody({ email: 'kept@example.com' }))).status,
  ).toBe(201)
  expect((await postJson(server.url('/api/email-signups'), { email: 'reader@example.com' })).status).toBe(201)
  before = await agencyData(source)
})

afterAll(async () => {
  await server?.close()
  await source?.close().catch(() => {})
  rmSync(scratch, { recursive: true, force: true })
})

/** Opens a restored folder and finds in it everything the live site had, and signs in as its admin. */
async function expectEverythingIn(dataDir: string) {
  const restored = await openPglite(dataDir)
  try {
    expect(await agencyData(restored)).toEqual(before)
    const [signUp] = await restored.db
      .select()
      .from(schema.newsletterSignups)
      .where(eq(schema.newsletterSignups.email, 'reader@example.com'))
    expect(signUp).toBeDefined()
    const uploaded = (dataDir: string) =>
      readFileSync(path.join(dataDir, 'uploads', path.basename(uploadedUrl)))
    expect(uploaded(dataDir).equals(uploaded(sourceDir))).toBe(true)
    const site = await startTestServer({ database: restored, environment: { DATA_DIR: dataDir } })
    const signedIn = await fetch(site.url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const picture = await fetch(site.url(uploadedUrl))
    await site.close()
    expect(signedIn.status).toBe(200)
    expect(picture.status).toBe(200)
  } finally {
    await restored.close()
  }
}

describe('npm run backup and npm run restore', { timeout: 120_000 }, () => {
  it('backs up through the server that holds the data folder, while it goes on taking sign-ups', async () => {
    const backups = await serveOwnerRequests({
      database: source,
      dataDir: sourceDir,
      logger: createLogger('silent'),
    })
    const file = folder('while-running.tar.gz')
    let finished = false
    const backingUp = backup(file, sourceDir).finally(() => {
      finished = true
    })
    // Sign-ups arrive all through the backup (within the site's hourly limit of 20).
    const signUps: number[] = []
    while (!finished && signUps.length < 18) {
      const response = await postJson(
        server.url('/api/email-signups'),
        { email: `during${signUps.length}@example.com` },
        anotherVisitor(),
      )
      signUps.push(response.status)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    const run = await backingUp
    await backups.close()
    expect(run.stderr).not.toMatch(/Error/)
    expect(run.exitCode).toBe(0)
    expect(run.stdout).toContain('through the running server')
    expect(signUps).toEqual(signUps.map(() => 201))

    expect(permissionsOf(file)).toBe(0o600)
    const restored = folder('restored-from-running')
    const restoring = await restore(file, restored)
    expect(restoring.exitCode).toBe(0)
    expect(notPrivate(restored)).toEqual([])
    expect(restoring.stdout).toMatch(/1 call-back requests, \d+ newsletter sign-ups and 1 staff accounts/)
    await expectEverythingIn(restored)
  })

  it('backs up straight from the folder when no server holds it', async () => {
    await server.close()
    await source.close()
    const file = folder('stopped.tar.gz')
    const run = await backup(file, sourceDir)
    expect(run.exitCode).toBe(0)
    expect(run.stdout).toContain('through the data folder')
    // Everything the data folder holds, so as private as the folder (issue 31), and so is the folder restored.
    expect(permissionsOf(file)).toBe(0o600)
    const restored = folder('restored-from-stopped')
    expect((await restore(file, restored)).exitCode).toBe(0)
    expect(notPrivate(restored)).toEqual([])
    await expectEverythingIn(restored)

    const again = await backup(file, sourceDir)
    expect(again.exitCode).toBe(1)
    expect(again.stderr).toContain('exists already')
  })

  it('restores only into a new or empty folder, and leaves a folder in use as it was', async () => {
    const file = folder('stopped.tar.gz')
    const inUse = folder('not-empty')
    mkdirSync(inUse)
    writeFileSync(path.join(inUse, 'notes.txt'), 'keep me')
    const refused = await restore(file, inUse)
    expect(refused.exitCode).toBe(1)
    expect(refused.stderr).toContain('is not empty: a restore fills a new, empty data folder')
    expect(readFileSync(path.join(inUse, 'notes.txt'), 'utf8')).toBe('keep me')
  })

  it('refuses a backup cut short, and writes nothing', async () => {
    const cut = folder('cut.tar.gz')
    writeFileSync(cut, readFileSync(folder('stopped.tar.gz')))
    truncateSync(cut, 200_000)
    const target = folder('restored-from-cut')
    const refused = await restore(cut, target)
    expect(refused.exitCode).toBe(1)
    expect(refused.stderr).toContain('is not a whole citybreak backup')
    expect(() => readFileSync(path.join(target, 'pglite', 'PG_VERSION'))).toThrow()
  })
})
