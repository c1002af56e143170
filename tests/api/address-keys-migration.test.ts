import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { asc, sql } from 'drizzle-orm'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { keyStoredAddresses } from '#app/db/address-keys.server'
import type { Database } from '#app/db/client.server'
import * as schema from '#app/db/schema.server'
import { createDatabase } from '#tests/setup/postgres-admin'

// Migration 0011 and the step after it (decision 47): rows stored under the old lower() rule get the key
// JavaScript gives their address, and rows that turn out to be one address become one.

const MIGRATIONS = path.resolve('drizzle')
const BEFORE = '0011_address_keys'

/** The committed migrations up to the one before address keys, as a folder the migrator can apply. */
function migrationsBeforeKeys() {
  const folder = mkdtempSync(path.join(tmpdir(), 'citybreak-migrations-'))
  cpSync(MIGRATIONS, folder, { recursive: true })
  const journalFile = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((entry) => entry.tag === BEFORE)
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }))
  return folder
}

type Empty = { db: Database; migrate: (folder: string) => Promise<void>; close: () => Promise<void> }

/** An empty database, not migrated: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
async function emptyDatabase(): Promise<Empty> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    const client = new PGlite()
    return {
      db: drizzlePglite(client, { schema }) as unknown as Database,
      migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      close: () => client.close(),
    }
  }
  const created = await createDatabase(url)
  const pool = new pg.Pool({ connectionString: created.url })
  return {
    db: drizzlePostgres(pool, { schema }) as unknown as Database,
    migrate: (folder) => migratePostgres(drizzlePostgres(pool), { migrationsFolder: folder }),
    close: async () => {
      await pool.end()
      await created.drop()
    },
  }
}

let database: Empty
let oldFolder: string
let warnings: string[]

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows

beforeAll(async () => {
  oldFolder = migrationsBeforeKeys()
  database = await emptyDatabase()
  await database.migrate(oldFolder)
  // As the old code stored them: visitors' addresses as typed (one per lower(email)), staff's lower-cased by
  // JavaScript, whose final sigma the old lower() index told apart from the other.
  for (const statement of [
    sql`
      insert into newsletter_signups (id, email, status, confirmed_at, unsubscribed_at) values
      (1, 'ΟΔΥΣΣΕΥΣ@example.com', 'confirmed', now(), null),
      (2, 'οδυσσευς@example.com', 'unsubscribed', now(), now()),
      (3, 'Maria@Example.com', 'pending', null, null),
      (4, 'İLKNUR@example.com', 'pending', null, null)
    `,
    sql`
      insert into newsletter_consents (signup_id, wording_version, confirm_token_hash) values
      (1, '2025-06', 'first'), (2, '2025-06', 'second')
    `,
    sql`
      insert into contact_leads (first_name, last_name, email, phone, dedupe_key) values
      ('Odysseas', 'A', 'ΟΔΥΣΣΕΥΣ@example.com', '020 7946 0000', 'greek'),
      ('Maria', 'Rossi', 'Maria@Example.com', '020 7946 0000', 'ascii')
    `,
    sql`
      insert into admin_users (id, email, password_hash, role) values
      (1, 'owner@example.com', 'x', 'owner'),
      (2, 'τασος@example.com', 'x', 'editor'),
      (3, 'νικοσ@example.com', 'x', 'sales'),
      (4, 'νικος@example.com', 'x', 'sales')
    `,
    sql`
      insert into staff_invitations (email, role, token_hash, expires_at, created_at) values
      ('σοφος@example.com', 'sales', 'older', now() + interval '7 days', now() - interval '1 day'),
      ('σοφοσ@example.com', 'editor', 'newer', now() + interval '7 days', now()),
      ('αλεξης@example.com', 'sales', 'alone', now() + interval '7 days', now())
    `,
    sql`
      insert into audit_log (actor_id, actor_email, action, summary) values (2, 'τασος@example.com', 'update', 'x')
    `,
    sql`
      insert into mail_outbox (kind, to_address, about_address, subject, text_body, html_body) values
      ('newsletter-confirmation', 'οδυσσευς@example.com', 'οδυσσευς@example.com', 'Confirm', '', '')
    `,
  ]) {
    await database.db.execute(statement)
  }
  await database.migrate(MIGRATIONS)
  warnings = await keyStoredAddresses(database.db)
})

afterAll(async () => {
  await database?.close()
  rmSync(oldFolder, { recursive: true, force: true })
})

describe('migration 0011 with the address keys', () => {
  it('gives each sign-up and call-back request the key of its address, as typed', async () => {
    const { newsletterSignups, contactLeads } = schema
    const signups = await database.db
      .select({ id: newsletterSignups.id, email: newsletterSignups.email, key: newsletterSignups.emailKey })
      .from(newsletterSignups)
      .orderBy(asc(newsletterSignups.id))
    expect(signups).toEqual([
      { id: 2, email: 'οδυσσευς@example.com', key: 'οδυσσευσ@example.com' },
      { id: 3, email: 'Maria@Example.com', key: 'maria@example.com' },
      { id: 4, email: 'İLKNUR@example.com', key: 'i\u0307lknur@example.com' },
    ])
    const leads = await database.db
      .select({ email: contactLeads.email, key: contactLeads.emailKey })
      .from(contactLeads)
      .orderBy(asc(contactLeads.id))
    expect(leads).toEqual([
      { email: 'ΟΔΥΣΣΕΥΣ@example.com', key: 'οδυσσευσ@example.com' },
      { email: 'Maria@Example.com', key: 'maria@example.com' },
    ])
  })

  it('merges two sign-ups of one address into the more careful one, keeping every consent record', async () => {
    // One had confirmed and the other unsubscribed: whoever asked us to stop is not written to.
    const [kept] = await rows<{ status: string }>(sql`select status from newsletter_signups where id = 2`)
    expect(kept?.status).toBe('unsubscribed')
    const consents = await rows<{ signup_id: number; confirm_token_hash: string }>(
      sql`select signup_id, confirm_token_hash from newsletter_consents order by id`,
    )
    expect(consents).toEqual([
      { signup_id: 2, confirm_token_hash: 'first' },
      { signup_id: 2, confirm_token_hash: 'second' },
    ])
  })

  it('keeps staff addresses as their keys, the newer of two invitations, and both of two accounts', async () => {
    const accounts = await rows<{ id: number; email: string }>(
      sql`select id, email from admin_users order by id`,
    )
    expect(accounts).toEqual([
      { id: 1, email: 'owner@example.com' },
      { id: 2, email: 'τασοσ@example.com' },
      { id: 3, email: 'νικοσ@example.com' },
      { id: 4, email: 'νικος@example.com' },
    ])
    expect(warnings).toEqual([
      'Staff accounts 3 and 4 have one address (ν***@example.com): account 3 signs in with it and 4 no longer can; deactivate 4 in the staff list.',
    ])
    const invitations = await rows<{ email: string; token_hash: string }>(
      sql`select email, token_hash from staff_invitations order by email`,
    )
    expect(invitations).toEqual([
      { email: 'αλεξησ@example.com', token_hash: 'alone' },
      { email: 'σοφοσ@example.com', token_hash: 'newer' },
    ])
    expect(await rows(sql`select actor_email from audit_log`)).toEqual([{ actor_email: 'τασοσ@example.com' }])
    expect(await rows(sql`select about_address from mail_outbox`)).toEqual([
      { about_address: 'οδυσσευσ@example.com' },
    ])
  })

  it('changes nothing when run again, and stops warning once the other account is deactivated', async () => {
    const before = await rows(sql`select id, email, email_key from newsletter_signups order by id`)
    expect(await keyStoredAddresses(database.db)).toEqual(warnings)
    await database.db.execute(sql`update admin_users set deactivated_at = now() where id = 4`)
    expect(await keyStoredAddresses(database.db)).toEqual([])
    expect(await rows(sql`select id, email, email_key from newsletter_signups order by id`)).toEqual(before)
  })
})
