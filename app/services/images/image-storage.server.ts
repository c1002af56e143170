import { randomBytes } from 'node:crypto'
import { mkdir, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Where uploaded images live. The disk is the default; an S3-compatible store can take its place. */
export type ImageStorage = {
  save: (bytes: Buffer, extension: string) => Promise<string>
  remove: (url: string) => Promise<void>
}

export const UPLOADS_URL_PREFIX = '/uploads/'

/** Files under `folder`, served at /uploads/<random name>. */
export function createDiskStorage(folder: string): ImageStorage {
  const resolved = path.resolve(folder)
  return {
    async save(bytes, extension) {
      await mkdir(resolved, { recursive: true })
      const name = `${randomBytes(16).toString('hex')}.${extension}`
      await writeFile(path.join(resolved, name), bytes, { flag: 'wx' })
      return `${UPLOADS_URL_PREFIX}${name}`
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return
      // basename() keeps a crafted URL from reaching outside the uploads folder.
      const name = path.basename(url.slice(UPLOADS_URL_PREFIX.length))
      await unlink(path.join(resolved, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
      })
    },
  }
}
