import { chmodSync, lstatSync, readdirSync, type Stats } from 'node:fs'
import path from 'node:path'

// The data folder holds the embedded database (password hashes, leads, and in its write-ahead log rows
// since erased), the uploads and, without SMTP_URL, emails with live invitation and reset links: nobody but
// the account the site runs as may read any of it (decision 49).

/** The permission bits of group and others. */
const GROUP_AND_OTHERS = 0o077

/** A data folder's own folders: its owner's alone. */
export const PRIVATE_FOLDER_MODE = 0o700
/** A data folder's own files: its owner's alone. */
export const PRIVATE_FILE_MODE = 0o600

/**
 * From now on this process creates folders 0700 and files 0600, whatever umask it was started with (a shell's
 * or a service manager's 022 makes them readable by every user of the machine). The first thing the server
 * and every tool that opens the data folder do.
 */
export function createFilesPrivately() {
  process.umask(GROUP_AND_OTHERS)
}

const vanished = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/** The entry's own stats (a link is not followed), or undefined when it went away meanwhile. */
function statsOf(entry: string): Stats | undefined {
  try {
    return lstatSync(entry)
  } catch (error) {
    if (vanished(error)) return undefined
    throw error
  }
}

function namesIn(folder: string): string[] {
  try {
    return readdirSync(folder)
  } catch (error) {
    if (vanished(error)) return []
    throw error
  }
}

/**
 * Takes every permission of group and others off `folder`, if it exists, and off everything in it; links
 * are left alone, and so is what they point to. Answers how many entries it tightened. The holder of the
 * data folder also calls it after opening the database: PGlite sets the modes of some of its files itself,
 * whatever the umask (a new database's files are copied out 0666).
 */
export function makeFolderPrivate(folder: string): number {
  let tightened = 0
  const pending = [path.resolve(folder)]
  for (let entry = pending.pop(); entry !== undefined; entry = pending.pop()) {
    const stats = statsOf(entry)
    if (!stats || stats.isSymbolicLink()) continue
    if (stats.mode & GROUP_AND_OTHERS) {
      try {
        chmodSync(entry, stats.mode & 0o7777 & ~GROUP_AND_OTHERS)
        tightened += 1
      } catch (error) {
        if (!vanished(error)) throw error
      }
    }
    if (stats.isDirectory()) pending.push(...namesIn(entry).map((name) => path.join(entry, name)))
  }
  return tightened
}
