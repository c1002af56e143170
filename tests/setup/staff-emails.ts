import path from 'node:path'
import type { StaffEmail } from '../../app/services/staff/staff-email.server'
import { isAddressedTo, mailIn } from './parsed-mail'

/**
 * Staff emails as a server without SMTP_URL leaves them, one .eml file each under its data folder's mail/
 * (the mail outbox), read as a mail client would, so tests follow the link a person would click.
 */
export async function staffEmailsTo(dataDir: string, to: string): Promise<StaffEmail[]> {
  const messages = await mailIn(path.join(dataDir, 'mail'))
  return messages
    .filter((message) => isAddressedTo(message, to))
    .map((message) => ({
      to,
      subject: message.subject ?? '',
      text: message.text ?? '',
      html: typeof message.html === 'string' ? message.html : '',
    }))
}

/**
 * The newest email to `to`, waiting up to `timeoutMs` for it: the outbox sends it after the answer. With
 * `linkTo`, only an email whose link leads there counts (a new member of staff has an invitation already).
 */
export async function newestStaffEmailTo(
  dataDir: string,
  to: string,
  { after = 0, timeoutMs = 5_000, linkTo = '' } = {},
) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const emails = (await staffEmailsTo(dataDir, to)).filter((email) => email.text.includes(linkTo))
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
