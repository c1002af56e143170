import { existsSync, openAsBlob } from 'node:fs'
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { openPglite } from '#app/db/client.server'
import { makeFolderPrivate, PRIVATE_FOLDER_MODE } from '#app/db/private-data-folder.server'
import * as schema from '#app/db/schema.server'
import { uploadsFolder } from '#app/services/images/uploads-folder.server'
import {
  BackupError,
  type BackupManifest,
  checkBackup,
  DATABASE_ENTRY,
  UPLOADS_ENTRY,
  unpackBackup,
} from './backup-archive.server'

/** What a restored folder holds, for the operator to compare with what they expect. */
export type RestoredCounts = {
  packages: number
  prices: number
  images: number
  leads: number
  signUps: number
  staff: number
}

/**
 * `npm run restore -- FILE`: fills `dataDir`, a new or empty folder, from a backup: the database as it was
 * and its images. Nothing is written before the whole file has been read and found a complete backup; a
 * restore that fails part-way leaves the folder as it found it.
 */
export async function restoreDataFolder(
  file: string,
  dataDir: string,
): Promise<{ manifest: BackupManifest; counts: RestoredCounts }> {
  const folder = path.resolve(dataDir)
  const manifest = await checkBackup(file)
  const existed = existsSync(folder)
  if (existed && (await readdir(folder)).length > 0) {
    throw new BackupError(
      `${folder} is not empty: a restore fills a new, empty data folder. ` +
        'Set DATA_DIR to a new folder (or move this one aside) and try again.',
    )
  }
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE })
  try {
    const staging = await mkdtemp(path.join(folder, '.restore-'))
    await unpackBackup(file, staging)
    const database = await openPglite(folder, {
      restoreFrom: await openAsBlob(path.join(staging, DATABASE_ENTRY)),
    })
    try {
      await rename(path.join(staging, UPLOADS_ENTRY), uploadsFolder(folder))
      await rm(staging, { recursive: true })
      // The images keep the modes they were archived with (decision 49).
      makeFolderPrivate(folder)
      const { db } = database
      const counts = {
        packages: await db.$count(schema.travelPackages),
        prices: await db.$count(schema.pricingOptions),
        images: await db.$count(schema.images),
        leads: await db.$count(schema.contactLeads),
        signUps: await db.$count(schema.newsletterSignups),
        staff: await db.$count(schema.adminUsers),
      }
      return { manifest, counts }
    } finally {
      await database.close()
    }
  } catch (error) {
    if (existed) {
      for (const entry of await readdir(folder)) await rm(path.join(folder, entry), { recursive: true })
    } else {
      await rm(folder, { recursive: true, force: true })
    }
    throw error
  }
}
