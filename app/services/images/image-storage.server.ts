import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '#app/db/private-data-folder.server'

/**
 * Where uploaded images live. The disk is the default; an S3-compatible bucket can take its place
 * (`bucket-storage.server.ts`, decision 29). Each answers for the addresses it made and ignores others.
 */
export type ImageStorage = {
  /** Keeps the bytes under a new random name and answers the image's address. */
  save: (bytes: Buffer, extension: string) => Promise<string>
  /** Deletes what the address names; an address that is not its own, or names nothing, is left alone. */
  remove: (url: string) => Promise<void>
  /** The bytes the address names, or null when it is not one of its own; fails when nothing is kept there. */
  read: (url: string) => Promise<Buffer | null>
  /** Every upload it keeps: its name (what follows /uploads/) and when it was written. */
  list: () => Promise<StoredUpload[]>
}

export type StoredUpload = { name: string; savedAt: Date }

export const UPLOADS_URL_PREFIX = '/uploads/'

/** A request a remote store did not carry out: it is down, unreachable, or refused the site's keys. */
export class ImageStoreFailed extends Error {
  constructor(cause: unknown) {
    super(`The image store failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
  }
}

/**
 * What may follow /uploads/: one path segment of plain characters, not starting with a dot. Anything else
 * (a slash, `..`, a percent sign) could name a key outside the bucket's prefix, or be read so by a proxy.
 */
const UPLOAD_NAME = /^[\w-][\w.-]{0,127}$/

export const isUploadName = (name: string) => UPLOAD_NAME.test(name)

/** A random name for a new upload: never reused, so its address may be cached for good. */
export const newUploadName = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`

/** Files under `folder`, served at /uploads/<random name>. */
export function createDiskStorage(folder: string): ImageStorage {
  const resolved = path.resolve(folder)
  // basename() keeps a crafted URL from reaching outside the uploads folder.
  const fileOf = (url: string) =>
    url.startsWith(UPLOADS_URL_PREFIX)
      ? path.join(resolved, path.basename(url.slice(UPLOADS_URL_PREFIX.length)))
      : null
  return {
    async save(bytes, extension) {
      // Inside the data folder, whose every file is its owner's alone (decision 49); the site serves them.
      await mkdir(resolved, { recursive: true, mode: PRIVATE_FOLDER_MODE })
      const name = newUploadName(extension)
      await writeFile(path.join(resolved, name), bytes, { flag: 'wx', mode: PRIVATE_FILE_MODE })
      return `${UPLOADS_URL_PREFIX}${name}`
    },
    async remove(url) {
      const file = fileOf(url)
      if (!file) return
      await unlink(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
      })
    },
    async read(url) {
      const file = fileOf(url)
      return file ? readFile(file) : null
    },
    async list() {
      const entries = await readdir(resolved, { withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          // No folder yet: nothing was ever uploaded.
          if (error.code === 'ENOENT') return []
          throw error
        },
      )
      const uploads = entries.filter((entry) => entry.isFile() && isUploadName(entry.name))
      const listed = await Promise.all(
        uploads.map((entry) =>
          stat(path.join(resolved, entry.name)).then(
            (written): StoredUpload => ({ name: entry.name, savedAt: written.mtime }),
            // Removed since the folder was read.
            () => null,
          ),
        ),
      )
      return listed.filter((upload) => upload !== null)
    },
  }
}
