import { existsSync } from 'node:fs'
import { copyFile, link, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { DatabaseHandle } from '#app/db/client.server'
import { uploadsFolder } from '#app/services/images/uploads-folder.server'
import { BackupError, DATABASE_ENTRY, packBackup, UPLOADS_ENTRY } from './backup-archive.server'

const STAGING_PREFIX = '.backup-'

/**
 * A backup of the embedded database open in `database` and of the images in its data folder, as a gzip
 * stream (`backup-archive.server.ts`). Only the holder of the data folder may call it (the server, or the
 * backup script that opened the free folder), one backup at a time.
 */
export async function streamBackup(database: DatabaseHandle, dataDir: string): Promise<Readable> {
  if (!database.snapshot)
    throw new BackupError('Only the embedded database in a data folder is backed up here.')
  const folder = path.resolve(dataDir)
  await removeUnfinishedStaging(folder)
  // In the data folder, so the images can be hard links: taking them costs no copy and no disk.
  const staging = await mkdtemp(path.join(folder, STAGING_PREFIX))
  try {
    let uploadNames: string[] = []
    const files = await database.snapshot(async () => {
      uploadNames = await linkUploads(uploadsFolder(folder), path.join(staging, UPLOADS_ENTRY))
    })
    await writeFile(path.join(staging, DATABASE_ENTRY), new Uint8Array(await files.arrayBuffer()))
    return await packBackup(staging, uploadNames)
  } catch (error) {
    await rm(staging, { recursive: true, force: true })
    throw error
  }
}

/** A backup that died with its process leaves its staged folder; the folder's next holder removes it. */
async function removeUnfinishedStaging(folder: string) {
  for (const entry of await readdir(folder)) {
    if (entry.startsWith(STAGING_PREFIX)) await rm(path.join(folder, entry), { recursive: true, force: true })
  }
}

/**
 * Links every uploaded image into `into` and answers their names. Uploads are written once under a new
 * name and never changed, so a link is as good as a copy; a copy is made where links cannot be.
 */
async function linkUploads(uploads: string, into: string): Promise<string[]> {
  await mkdir(into)
  const names = existsSync(uploads) ? await readdir(uploads) : []
  for (const name of names) {
    const from = path.join(uploads, name)
    const to = path.join(into, name)
    await link(from, to).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error
      await copyFile(from, to)
    })
  }
  return names
}
