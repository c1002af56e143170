import { readdir, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { mailOutbox } from '#app/db/schema.server'

/**
 * The .eml files the mail transport writes without SMTP_URL (`DATA_DIR/mail`). Each holds a whole message, a
 * call-back's details or a single-use link, so it lives exactly as long as its record in the outbox: erasing
 * an address deletes its messages' files with their records, and housekeeping deletes every file whose
 * record is gone (decision 47).
 */

/**
 * Which outbox record a file is: its id, and when it was queued, which tells apart two messages of one id
 * (a database begun again numbers its messages from 1 again).
 */
type MailRecord = { id: number; createdAt: Date }

/** The folder mail files go to under the data folder. */
export const mailFolder = (dataDir: string) => path.resolve(dataDir, 'mail')

/** A message's file name: '<queued at>-<outbox id>.eml', so it sorts by time and names its record. */
export const mailFileName = (mail: MailRecord) =>
  `${mail.createdAt.toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`

/** A name `mailFileName` makes, with its record's id, or a half-written copy's, which ends '.<random>.partial'. */
const MAIL_FILE = /^(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-(\d+)\.eml)(\.[0-9a-f]+\.partial)?$/

/** A copy still '.partial' this long after it was last written was left by a process that stopped mid-write. */
const ABANDONED_WRITE_MS = 60 * 60 * 1000

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/** This folder's mail files, whole and half-written, each with the name of the message it is. */
async function mailFilesIn(folder: string) {
  let names: string[]
  try {
    names = await readdir(folder)
  } catch (error) {
    // No folder: SMTP_URL was always set, or nothing was ever sent.
    if (isMissing(error)) return []
    throw error
  }
  return names.flatMap((name) => {
    const match = MAIL_FILE.exec(name)
    if (!match) return []
    const [, message = '', id = ''] = match
    return [{ file: path.join(folder, name), message, id: Number(id), partial: match[3] !== undefined }]
  })
}

/** Deletes a file; one already gone (an erasure and housekeeping at once) is no error. */
async function deleteFile(file: string) {
  try {
    await unlink(file)
    return true
  } catch (error) {
    if (isMissing(error)) return false
    throw error
  }
}

async function deleteFiles(files: string[]) {
  const deleted = await Promise.all(files.map(deleteFile))
  return deleted.filter(Boolean).length
}

/** Deletes the files of these outbox records, such as an erasure's, whole or half-written. */
export async function deleteMailFiles(folder: string, mails: MailRecord[]) {
  const messages = new Set(mails.map(mailFileName))
  const files = await mailFilesIn(folder)
  await deleteFiles(files.filter((entry) => messages.has(entry.message)).map((entry) => entry.file))
}

/**
 * Housekeeping: deletes every mail file whose record is no longer in the outbox (deleted a month after it went,
 * or erased, on this server or on another of a fleet, or while this one was writing it), and half-written
 * copies left behind. Files of other names are not ours and stay. Answers how many went.
 */
export async function deleteMailFilesWithoutRecords(db: Database, folder: string, now = new Date()) {
  const files = await mailFilesIn(folder)
  if (files.length === 0) return 0
  const records = await db
    .select({ id: mailOutbox.id, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, [...new Set(files.map((entry) => entry.id))]))
  const kept = new Set(records.map(mailFileName))
  // A copy renamed into place since the folder was read is not abandoned.
  const abandoned = (file: string) =>
    stat(file).then(
      (written) => now.getTime() - written.mtimeMs > ABANDONED_WRITE_MS,
      () => false,
    )
  const unwanted: string[] = []
  for (const entry of files) {
    const recordGone = !kept.has(entry.message)
    if (recordGone || (entry.partial && (await abandoned(entry.file)))) unwanted.push(entry.file)
  }
  return deleteFiles(unwanted)
}
