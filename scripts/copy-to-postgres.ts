// `npm run db:copy-to-postgres`: moves the site from the embedded database in DATA_DIR to the empty
// PostgreSQL database at DATABASE_URL. Stop the server first: its data folder is locked while it runs.

import { hasEmbeddedDatabase, openPglite, openPostgres } from '#app/db/client.server'
import { copyDatabase } from '#app/db/copy-database.server'
import { createFilesPrivately } from '#app/db/private-data-folder.server'
import { loadConfig } from '#app/env.server'

// Opening the folder's database writes into it (decision 49).
createFilesPrivately()
const { DATABASE_URL, DATA_DIR } = loadConfig()
if (!DATABASE_URL) {
  console.error(
    'Usage: DATABASE_URL=postgres://user:password@host:5432/citybreak npm run db:copy-to-postgres\n' +
      '(copies the embedded database in DATA_DIR into that empty PostgreSQL database)',
  )
  process.exit(1)
}
if (!hasEmbeddedDatabase(DATA_DIR)) {
  console.error(`There is no embedded database in ${DATA_DIR} to copy.`)
  process.exit(1)
}
const source = await openPglite(DATA_DIR).catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
const target = openPostgres(DATABASE_URL)
try {
  // Both at the same schema, so every column copied has a place to go.
  await source.migrate()
  await target.migrate()
  const copied = await copyDatabase(source.db, target.db)
  const total = copied.reduce((sum, { rows }) => sum + rows, 0)
  console.log(`Copied ${total} rows from ${DATA_DIR} into PostgreSQL:`)
  for (const { table, rows } of copied) console.log(`  ${table.padEnd(24)} ${rows}`)
  console.log(
    `Uploaded images stay in ${DATA_DIR}/uploads: keep that folder with the new server, or copy it into ` +
      'a bucket with npm run images:to-s3 (docs/operations.md). Then start the site with DATABASE_URL set.',
  )
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
} finally {
  await Promise.all([source.close(), target.close()])
}
