import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { StaffEmail } from '../../app/services/staff/staff-email.server'

/**
 * Staff emails as the server leaves them under its data folder (`sendStaffEmail`), so tests read the link a
 * person would click. Once the mailer sends them, this is the one place that reads them differently.
 */
export async function staffEmailsTo(dataDir: string, to: string): Promise<StaffEmail[]> {
  const folder = path.join(dataDir, 'staff-emails')
  const names = await readdir(folder).catch(() => [] as string[])
  const emails = await Promise.all(
    names
      .sort()
      .map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as StaffEmail),
  )
  return emails.filter((email) => email.to === to)
}

/** The newest email to `to`, waiting up to `timeoutMs` for it: a reset link is written after the answer. */
export async function newestStaffEmailTo(dataDir: string, to: string, { after = 0, timeoutMs = 5_000 } = {}) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const emails = await staffEmailsTo(dataDir, to)
    if (emails.length > after) return emails[emails.length - 1] as StaffEmail
    if (Date.now() > deadline) throw new Error(`No email to ${to} arrived`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The link an email carries for the person to follow. */
export function linkIn(email: StaffEmail) {
  const link = /https?:\/\/\S+\?token=[\w-]+/.exec(email.text)?.[0]
  if (!link) throw new Error(`No link in "${email.subject}"`)
  return link
}
