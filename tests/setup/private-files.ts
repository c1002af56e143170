import { lstatSync, readdirSync } from 'node:fs'
import path from 'node:path'

/** A file's or folder's permission bits, the entry itself for a link. */
export const permissionsOf = (entry: string) => lstatSync(entry).mode & 0o777

/**
 * Every entry in `folder`, itself included, that is not its owner's alone, with its mode: a folder must be
 * 0700, a file 0600, anything else (a socket) closed to group and others. Links are not followed.
 */
export function notPrivate(folder: string): string[] {
  const found: string[] = []
  const pending = [folder]
  for (let entry = pending.pop(); entry !== undefined; entry = pending.pop()) {
    const stats = lstatSync(entry)
    if (stats.isSymbolicLink()) continue
    const mode = permissionsOf(entry)
    const expected = stats.isDirectory() ? mode === 0o700 : stats.isFile() ? mode === 0o600 : !(mode & 0o077)
    if (!expected) found.push(`${path.relative(folder, entry) || '.'} ${mode.toString(8)}`)
    if (stats.isDirectory()) pending.push(...readdirSync(entry).map((name) => path.join(entry, name)))
  }
  return found
}
