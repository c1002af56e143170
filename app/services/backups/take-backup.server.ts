import { randomBytes } from 'node:crypto'
import { createWriteStream, existsSync } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { hasEmbeddedDatabase, openPglite } from '#app/db/client.server'
import { DataFolderInUseError } from '#app/db/data-folder-lock.server'
import { PRIVATE_FILE_MODE } from '#app/db/private-data-folder.server'
import { askRunningServer } from '#app/services/owner-socket.server'
import { BackupError, type BackupManifest, checkBackup } from './backup-archive.server'
import { streamBackup } from './stream-backup.server'

/**
 * `npm run backup -- FILE`: writes a backup of the data folder to FILE, which must not exist yet. A free
 * folder is opened here; one a running server holds is backed up by that server (`owner-socket`). The
 * file appears only once it has been read back whole.
 */
export async function backUpDataFolder(
  dataDir: string,
  file: string,
): Promise<{ through: 'the data folder' | 'the running server'; manifest: BackupManifest }> {
  const target = path.resolve(file)
  if (existsSync(target)) throw new BackupError(`${file} exists already; choose a new file name.`)
  if (!hasEmbeddedDatabase(dataDir)) throw new BackupError(`There is no database in ${dataDir} to back up.`)
  const partial = `${target}.${randomBytes(4).toString('hex')}.partial`
  try {
    const through = await writeBackup(dataDir, partial)
    const manifest = await checkBackup(partial)
    await rename(partial, target)
    return { through, manifest }
  } finally {
    await rm(partial, { force: true })
  }
}

async function writeBackup(dataDir: string, file: string) {
  // Everything the data folder holds, so as private as it is (decision 49).
  const output = () => createWriteStream(file, { flags: 'wx', mode: PRIVATE_FILE_MODE })
  const database = await openPglite(dataDir).catch((error: unknown) => {
    if (error instanceof DataFolderInUseError) return undefined
    throw error
  })
  if (!database) {
    await pipeline(await askRunningServer(dataDir, { command: 'backup' }), output())
    return 'the running server' as const
  }
  try {
    await pipeline(await streamBackup(database, dataDir), output())
    return 'the data folder' as const
  } finally {
    await database.close()
  }
}
