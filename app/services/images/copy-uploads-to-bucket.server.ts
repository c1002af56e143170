import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { BucketStorage } from './bucket-storage.server'
import { isUploadName } from './image-storage.server'

type CopyOutcome = 'copied' | 'already there' | 'skipped'

/**
 * Copies a disk store (DATA_DIR/uploads) into the bucket under the same names, so the addresses already
 * stored, /uploads/<name>, show the same images once the site keeps them in the bucket (decision 29).
 * An object already there with the file's size is left alone, so it may be run again, or while the site runs;
 * a name the bucket would not serve (not one plain path segment) is skipped. Each file is told to `report`.
 */
export async function copyUploadsToBucket(
  folder: string,
  bucket: Pick<BucketStorage, 'open' | 'put'>,
  report: (name: string, outcome: CopyOutcome, detail: string) => void,
) {
  const counts: Record<CopyOutcome, number> = { copied: 0, 'already there': 0, skipped: 0 }
  const tell = (name: string, outcome: CopyOutcome, detail = '') => {
    counts[outcome] += 1
    report(name, outcome, detail)
  }
  // No uploads folder: nothing was ever uploaded to this data folder, so there is nothing to copy.
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isFile()) tell(entry.name, 'skipped', 'not a file')
    else if (!isUploadName(entry.name)) tell(entry.name, 'skipped', 'not a name the site serves')
    else {
      const bytes = await readFile(path.join(folder, entry.name))
      const kept = await bucket.open(entry.name, { withBody: false })
      if (kept.status === 'found' && kept.contentLength === bytes.length) tell(entry.name, 'already there')
      else {
        await bucket.put(entry.name, bytes)
        tell(entry.name, 'copied', `${bytes.length} bytes`)
      }
    }
  }
  return counts
}
