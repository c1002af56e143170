// `npm run restore -- FILE`: fills DATA_DIR, a new or empty folder, from a file `npm run backup` wrote.
import { createFilesPrivately } from '#app/db/private-data-folder.server'
import { loadConfig } from '#app/env.server'
import { restoreDataFolder } from '#app/services/backups/restore-backup.server'

// The new data folder is as private as a server's (decision 49).
createFilesPrivately()

const file = process.argv[2]
if (!file) {
  console.error('Usage: DATA_DIR=./new-data-folder npm run restore -- citybreak-backup.tar.gz')
  process.exit(1)
}
const { DATA_DIR } = loadConfig()
try {
  const { manifest, counts } = await restoreDataFolder(file, DATA_DIR)
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${DATA_DIR}: ${counts.packages} packages, ` +
      `${counts.prices} prices, ${counts.images} images (${manifest.uploads} uploaded files), ${counts.leads} call-back ` +
      `requests, ${counts.signUps} newsletter sign-ups and ${counts.staff} staff accounts.`,
  )
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
}
