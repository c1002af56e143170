import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import * as tar from 'tar'

// A backup is one .tar.gz: PGlite's own tarball of the database files (`database.tar`), the uploaded
// images (`uploads/`), then `manifest.json`. The manifest comes last, so an archive that holds it was
// written to the end: a backup cut short by a full disk or a dropped connection is never taken for whole.

export const DATABASE_ENTRY = 'database.tar'
export const UPLOADS_ENTRY = 'uploads'
const MANIFEST_ENTRY = 'manifest.json'
const FORMAT = 'citybreak-backup'

export type BackupManifest = { format: typeof FORMAT; version: 1; createdAt: string; uploads: number }

/** A backup or restore refused, or a file that is no usable backup; the message says why. */
export class BackupError extends Error {}

/**
 * The archive of a folder staged as a backup (its database tarball, and its `uploads/` folder holding the
 * images named), as a gzip stream. The staged folder is removed once the stream has ended, failed or
 * been abandoned.
 */
export async function packBackup(staging: string, uploadNames: string[]): Promise<Readable> {
  const manifest: BackupManifest = {
    format: FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    uploads: uploadNames.length,
  }
  await writeFile(path.join(staging, MANIFEST_ENTRY), JSON.stringify(manifest, null, 2))
  // Every entry named, none found by walking a folder, so they are written in this order, manifest last.
  const entries = [
    DATABASE_ENTRY,
    UPLOADS_ENTRY,
    ...uploadNames.map((name) => `${UPLOADS_ENTRY}/${name}`),
    MANIFEST_ENTRY,
  ]
  async function* archive() {
    try {
      yield* tar.c({ gzip: true, cwd: staging, portable: true, noDirRecurse: true }, entries)
    } finally {
      await rm(staging, { recursive: true, force: true })
    }
  }
  return Readable.from(archive())
}

/** Only what a backup holds is ever read or written out of one: no other path, no links, no devices. */
function isBackupEntry(entryPath: string, type: string) {
  if (entryPath === `${UPLOADS_ENTRY}/`) return type === 'Directory'
  if (type !== 'File') return false
  if (entryPath === DATABASE_ENTRY || entryPath === MANIFEST_ENTRY) return true
  // Upload names are made by the site: random hex and an extension.
  return /^uploads\/[\w-]+(\.[\w-]+)*$/.test(entryPath)
}

/**
 * Reads the whole file: answers its manifest when it is a complete backup, or throws a BackupError
 * saying what is wrong with it.
 */
export async function checkBackup(file: string): Promise<BackupManifest> {
  const notABackup = (why: string) => new BackupError(`${file} is not a whole citybreak backup: ${why}.`)
  let manifestText: Promise<string> | undefined
  let databaseBytes = 0
  let uploads = 0
  const strangers: string[] = []
  try {
    await tar.t({
      file,
      strict: true,
      onReadEntry: (entry) => {
        if (!isBackupEntry(entry.path, entry.type)) strangers.push(entry.path)
        else if (entry.path === DATABASE_ENTRY) databaseBytes = entry.size
        else if (entry.path === MANIFEST_ENTRY) manifestText = entry.concat().then(String)
        else if (entry.type === 'File') uploads += 1
      },
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupError(`There is no file ${file}.`)
    throw notABackup((error as Error).message)
  }
  if (strangers.length > 0) throw notABackup(`it holds ${strangers.slice(0, 3).join(', ')}`)
  const manifest = manifestText ? parseManifest(await manifestText) : undefined
  if (!manifest) throw notABackup('it has no citybreak manifest at its end')
  if (databaseBytes === 0) throw notABackup('its database is missing')
  if (manifest.uploads !== uploads)
    throw notABackup(`it lists ${manifest.uploads} images but holds ${uploads}`)
  return manifest
}

function parseManifest(text: string): BackupManifest | undefined {
  try {
    const manifest = JSON.parse(text) as Partial<BackupManifest>
    return manifest.format === FORMAT && manifest.version === 1 ? (manifest as BackupManifest) : undefined
  } catch {
    return undefined
  }
}

/** Writes a checked backup's entries into the folder `into`. */
export async function unpackBackup(file: string, into: string) {
  await tar.x({
    file,
    cwd: into,
    strict: true,
    filter: (entryPath, entry) => 'type' in entry && isBackupEntry(entryPath, entry.type),
  })
}
