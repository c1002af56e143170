import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Database } from '#app/db/client.server'
import type { Mailer } from '#app/services/mail/mail-settings.server'
import { queueMail } from '#app/services/mail/outbox.server'

/** An email to a member of staff: an invitation or a password reset. Always a plain-text part and an HTML one. */
export type StaffEmail = { to: string; subject: string; text: string; html: string }

type StaffEmailKind = 'staff-invitation' | 'password-reset'

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

type SendDeps = { db: Database; mailer: Mailer }

/**
 * The one way out for staff emails (invitations, password resets): into the mail outbox, which sends them
 * over SMTP_URL or writes them under DATA_DIR/mail, and retries while the mail server is down (decision 33).
 */
export async function sendStaffEmail({ db, mailer }: SendDeps, kind: StaffEmailKind, email: StaffEmail) {
  await queueMail(db, [{ kind, about: email.to, ...email }])
  mailer.kick()
}
