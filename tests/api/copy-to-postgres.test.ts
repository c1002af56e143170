import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite } from '#app/db/client.server'
import * as schema from '#app/db/schema.server'
import { seedDatabase } from '#app/db/seed.server'
import { anotherVisitor, leadBody, postJson } from '#tests/factories/enquiries'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { runNpmScript } from '#tests/setup/npm-script'
import { databaseUrl, withAdminClient } from '#tests/setup/postgres-admin'
import { startTestServer } from '#tests/setup/test-server'

// Moving from the embedded default to PostgreSQL with `npm run db:copy-to-postgres`, into a database
// of its own on the test server, made empty (not from the migrated template) as an operator's would be.

const serverUrl = process.env.TEST_DATABASE_URL
const dataDir = mkdtempSync(path.join(tmpdir(), 'citybreak-copy-'))
const targetName = `citybreak_copy_${randomBytes(6).toString('hex')}`
const targetUrl = serverUrl ? databaseUrl(serverUrl, targetName) : ''
const copy = () => runNpmScript('db:copy-to-postgres', [], { DATA_DIR: dataDir, DATABASE_URL: targetUrl })

/** Each table's rows in PostgreSQL's own text form, sorted: equal only when every value is. */
const FINGERPRINT = `
  select table_name as table,
    (xpath('/row/rows/text()', query_to_xml(format(
      'select count(*) || '':'' || coalesce(md5(string_agg(t::text, ''|'' order by t::text)), '''') as rows from %I t',
      table_name), false, true, '')))[1]::text as rows
  from information_schema.tables where table_schema = 'public' order by table_name`

async function embeddedFingerprint() {
  const source = await openPglite(dataDir)
  try {
    return ((await source.db.execute(sql.raw(FINGERPRINT))) as unknown as { rows: unknown[] }).rows
  } finally {
    await source.close()
  }
}

async function postgresFingerprint() {
  const client = new pg.Client({ connectionString: targetUrl })
  await client.connect()
  try {
    // PGlite writes times in UTC; so must this side, for the text to match.
    await client.query(`set timezone = 'UTC'`)
    return (await client.query(FINGERPRINT)).rows
  } finally {
    await client.end()
  }
}

describe.skipIf(!serverUrl)('npm run db:copy-to-postgres', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    if (!serverUrl) return
    await withAdminClient(serverUrl, (client) => client.query(`create database ${targetName}`))
    const source = await openPglite(dataDir)
    await source.migrate()
    await seedDatabase(source.db)
    const server = await startTestServer({ database: source, environment: { DATA_DIR: dataDir } })
    const cookie = await signIn(server)
    expect((await postJson(server.url('/api/contact-webhook'), leadBody(), anotherVisitor())).status).toBe(
      201,
    )
    const signUp = await postJson(
      server.url('/api/email-signups'),
      { email: 'reader@example.com' },
      anotherVisitor(),
    )
    expect(signUp.status).toBe(201)
    const [option] = await source.db.select().from(schema.pricingOptions).limit(1)
    const repriced = await adminRequest(server, cookie)('PUT', `/api/pricing/${option?.id}`, {
      ...option,
      price: '1234.56',
      discountedPrice: null,
    })
    expect(repriced.status).toBe(200)
    await server.close()
    await source.close()
  })

  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true })
    if (serverUrl) {
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${targetName} with (force)`),
      )
    }
  })

  it('copies every row of every table, keeps counting ids from the highest, and refuses to copy twice', async () => {
    const run = await copy()
    expect(run.stderr).toBe('')
    expect(run.exitCode).toBe(0)
    expect(run.stdout).toMatch(/^Copied \d+ rows from /)

    const copied = await postgresFingerprint()
    expect(copied).toEqual(await embeddedFingerprint())
    const filled = copied.filter((table) => !String(table.rows).startsWith('0:')).map((table) => table.table)
    for (const table of [
      'admin_users',
      'contact_leads',
      'lowest_monthly_prices',
      'newsletter_signups',
      'price_history',
      'sessions',
    ]) {
      expect(filled).toContain(table)
    }

    const client = new pg.Client({ connectionString: targetUrl })
    await client.connect()
    const { rows } = await client.query(
      `insert into newsletter_signups (email, email_key) values ('next@example.com', 'next@example.com')
       returning id, (select max(id) from newsletter_signups) as highest`,
    )
    await client.end()
    expect(rows[0].id).toBeGreaterThan(rows[0].highest)

    const again = await copy()
    expect(again.exitCode).toBe(1)
    expect(again.stderr).toContain('The target database is not empty')
  })
})
