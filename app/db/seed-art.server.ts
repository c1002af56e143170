import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** Ten characters of the content's SHA-256, as server.ts works them out: a changed file gets others. */
const contentFingerprint = (bytes: Buffer) =>
  createHash('sha256').update(bytes).digest('base64url').slice(0, 10)

/**
 * The address of a seed picture (`public/images/seed/<file>.svg`) with a fingerprint of its content in `?v=`.
 * The server keeps a public file asked for with its own fingerprint in caches for a year, and a picture
 * redrawn in a release gets a new address. A seed run where the file cannot be read (another working folder)
 * stores the plain address, which is cached for an hour.
 */
export function seedArtUrl(file: string): string {
  const address = `/images/seed/${file}.svg`
  const folder = path.resolve(process.env.NODE_ENV === 'production' ? 'build/client' : 'public')
  try {
    return `${address}?v=${contentFingerprint(readFileSync(path.join(folder, address)))}`
  } catch {
    return address
  }
}
