import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Config } from '#app/env.server'
import { maskedEmail } from '#app/lib/masked-email'

/** An email to a member of staff: an invitation or a password reset. Always a plain-text part and an HTML one. */
export type StaffEmail = { to: string; subject: string; text: string; html: string }

type StaffEmailContent = {
  to: string
  subject: string
  /** What comes before the link, a paragraph each. */
  paragraphs: string[]
  link: { label: string; url: string }
  /** What comes after it. */
  closing: string[]
}

/** The text and HTML parts of one message, saying the same; React escapes whatever the HTML holds. */
export function composeStaffEmail({ to, subject, paragraphs, link, closing }: StaffEmailContent): StaffEmail {
  const text = [...paragraphs, `${link.label}: ${link.url}`, ...closing].join('\n\n')
  const paragraph = (words: string) => createElement('p', { key: words }, words)
  const html = renderToStaticMarkup(
    createElement(
      'div',
      { style: { fontFamily: 'Arial, sans-serif', lineHeight: 1.5 } },
      ...paragraphs.map(paragraph),
      createElement('p', null, createElement('a', { href: link.url }, link.label)),
      ...closing.map(paragraph),
    ),
  )
  return { to, subject, text, html }
}

type SendDeps = {
  config: Pick<Config, 'DATA_DIR'>
  log: { info: (details: object, message: string) => void }
}

/** Where staff emails wait, one JSON file each, until the mailer sends them (see below). */
const staffEmailFolder = (dataDir: string) => path.resolve(dataDir, 'staff-emails')

/**
 * THE one way out for staff emails (invitations, password resets). Email is being built on another branch
 * (issue 24, items 1-4: nodemailer and a stored outbox); until it is merged, each message is written as a
 * JSON file under DATA_DIR/staff-emails and its path logged, as the mailer itself will do without SMTP_URL.
 * Wiring the mailer means replacing this body with a call to it: no caller changes.
 */
export async function sendStaffEmail({ config, log }: SendDeps, email: StaffEmail) {
  const folder = staffEmailFolder(config.DATA_DIR)
  await mkdir(folder, { recursive: true })
  const file = path.join(folder, `${Date.now()}-${randomBytes(4).toString('hex')}.json`)
  await writeFile(file, JSON.stringify(email, null, 2), { mode: 0o600 })
  log.info({ to: maskedEmail(email.to), subject: email.subject, file }, 'staff email written')
}
