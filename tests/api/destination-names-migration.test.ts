import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, describe, expect, it } from 'vitest'

// The migration that made destination names unique per country renames the duplicates an older database
// holds rather than failing to build its index. Run on PGlite only: the SQL is the same on PostgreSQL.
const MIGRATION_TAG = /_destination_checks$/
const drizzleFolder = path.resolve('drizzle')
const olderFolder = mkdtempSync(path.join(tmpdir(), 'citybreak-migrations-'))

afterAll(() => rmSync(olderFolder, { recursive: true, force: true }))

/** The committed migrations up to, not including, the one under test. */
function migrationsBefore() {
  cpSync(drizzleFolder, olderFolder, { recursive: true })
  const journalFile = path.join(olderFolder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const index = journal.entries.findIndex((entry) => MIGRATION_TAG.test(entry.tag))
  expect(index).toBeGreaterThan(0)
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }))
  return olderFolder
}

describe('the migration to unique destination names', () => {
  it('renames later duplicates, keeping their packages, so the index can be built', async () => {
    const client = new PGlite()
    const db = drizzle(client)
    await migrate(db, { migrationsFolder: migrationsBefore() })
    await client.exec(`
      insert into destinations (id, name, country) values
        (1, 'Rome', 'Italy'), (2, ' rome ', 'ITALY'), (3, 'Rome', 'United States'), (4, 'ROME', 'italy');
      insert into travel_packages (slug, title, duration, destination_id) values ('second-rome', 'Second Rome', 3, 2);`)

    await migrate(db, { migrationsFolder: drizzleFolder })
    const names = await client.query<{ id: number; name: string }>(
      'select id, name from destinations order by id',
    )
    expect(names.rows).toEqual([
      { id: 1, name: 'Rome' },
      { id: 2, name: 'rome (duplicate 2)' },
      { id: 3, name: 'Rome' },
      { id: 4, name: 'ROME (duplicate 4)' },
    ])
    const pkg = await client.query<{ destination_id: number }>('select destination_id from travel_packages')
    expect(pkg.rows).toEqual([{ destination_id: 2 }])
    await expect(
      client.query(`insert into destinations (id, name, country) values (5, 'rome', 'Italy')`),
    ).rejects.toMatchObject({ constraint: 'destinations_country_name_unique' })
    await client.close()
  })
})
