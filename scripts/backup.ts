// `npm run backup -- FILE`: the embedded database and its images in one file, taken while the site runs.
import { createFilesPrivately } from '#app/db/private-data-folder.server'
import { loadConfig } from '#app/env.server'
import { backUpDataFolder } from '#app/services/backups/take-backup.server'

// A free folder is opened here, and the backup holds everything in it (decision 49).
createFilesPrivately()

const file = process.argv[2]
if (!file) {
  console.error('Usage: npm run backup -- citybreak-backup.tar.gz   (backs up DATA_DIR)')
  process.exit(1)
}
const config = loadConfig()
if (config.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: this backs up the embedded database only. Back up PostgreSQL with pg_dump ' +
      '(docs/operations.md).',
  )
  process.exit(1)
}
try {
  const { through, manifest } = await backUpDataFolder(config.DATA_DIR, file)
  console.log(
    `Backed up the database and ${manifest.uploads} images of ${config.DATA_DIR} to ${file}, through ${through}.`,
  )
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
}
