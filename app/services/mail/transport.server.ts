import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '#app/db/private-data-folder.server'
import type { MailAttachment } from '#app/db/schema.server'
import type { Config } from '#app/env.server'
import type { OutboxLogger } from '#app/services/outbox-worker.server'
import { mailFileName, mailFolder } from './mail-files.server'

/** One message as the outbox hands it over. */
export type OutgoingMail = {
  id: number
  createdAt: Date
  to: string
  subject: string
  text: string
  html: string
  headers: Record<string, string>
  attachments: MailAttachment[]
}

export type MailTransport = {
  /** Resolves once the message has been accepted (by the mail server, or written to its file). */
  send: (mail: OutgoingMail) => Promise<void>
  close: () => void
}

/**
 * A mail server that does not answer fails the attempt within seconds rather than nodemailer's minutes, so
 * one dead server cannot hold a claimed batch past its lease.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

/** The sender: MAIL_FROM, or the agency's name and enquiries address. */
const sender = (config: Config) =>
  config.MAIL_FROM ?? { name: config.AGENCY_NAME, address: config.AGENCY_EMAIL }

/** The domain of the sender's address, for Message-IDs. */
function senderDomain(config: Config) {
  const from = config.MAIL_FROM ?? config.AGENCY_EMAIL
  return /@([^>\s]+)>?$/.exec(from)?.[1] ?? 'localhost'
}

/**
 * Sends over SMTP when SMTP_URL is set. Without it (the embedded default) each message is written as an
 * .eml file under DATA_DIR/mail and its path logged, so the one-command start still shows every email.
 */
export function createMailTransport(config: Config, logger: OutboxLogger): MailTransport {
  const domain = senderDomain(config)
  const defaults = { from: sender(config) }
  // The same Message-ID on every attempt, so a message delivered twice (the server took it, then we
  // crashed before noting it) can be told for the repeat it is.
  const message = (mail: OutgoingMail) => ({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    attachments: mail.attachments.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: file.contentBase64,
      encoding: 'base64',
    })),
    messageId: `<citybreak-${mail.createdAt.getTime()}-${mail.id}@${domain}>`,
  })

  if (config.SMTP_URL) {
    const smtp = nodemailer.createTransport({ url: config.SMTP_URL, ...SMTP_TIMEOUTS }, defaults)
    return {
      send: async (mail) => {
        await smtp.sendMail(message(mail))
      },
      close: () => smtp.close(),
    }
  }

  const folder = mailFolder(config.DATA_DIR)
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, defaults)
  return {
    send: async (mail) => {
      const sent = await files.sendMail(message(mail))
      // Their links are live invitations and password resets: the data folder's owner's alone (decision 49).
      await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE })
      // Named after its record, so erasing the record (or its retention ending) deletes the file too.
      const file = path.join(folder, mailFileName(mail))
      // Written under another name, then renamed: whoever reads the folder (a mail client, a test) never
      // opens a message half written, which it would read as one with no recipient. The name is this write's
      // own: server processes sharing the folder (WEB_CONCURRENCY) can both send one message whose claim ran
      // out, and each then renames a whole copy rather than one taking the other's file from under it.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`
      await writeFile(partial, sent.message as Buffer, { mode: PRIVATE_FILE_MODE })
      await rename(partial, file)
      logger.info({ mailId: mail.id, file }, 'email written to a file (SMTP_URL is not set)')
    },
    close: () => files.close(),
  }
}

/** A mail server's refusal for good (a 5xx reply, such as an unknown mailbox): trying again cannot help. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}
