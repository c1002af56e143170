import type * as React from 'react'
import type { MailMessage, MailSettings } from '../mail-settings.server'
import { renderEmailHtml, textSignature } from './email-layout.server'

type NewsletterEmail = {
  kind: string
  to: string
  subject: string
  /** The plain-text part, without the unsubscribe line and signature, which are added here. */
  text: string
  /** The HTML part's content, without its footer. */
  content: React.ReactNode
  /** The address's own unsubscribe link (`unsubscribeLink`). */
  unsubscribeUrl: string
}

/**
 * Every email to the newsletter's list, the confirmation included: an unsubscribe link in both parts, and
 * RFC 8058's headers, so a mail client can offer its own Unsubscribe button that POSTs to the link at once.
 */
export function newsletterEmail(settings: MailSettings, email: NewsletterEmail): MailMessage {
  const unsubscribeLine = `To stop receiving our emails, unsubscribe here: ${email.unsubscribeUrl}`
  return {
    kind: email.kind,
    to: email.to,
    about: email.to,
    subject: email.subject,
    text: `${email.text}\n\n${unsubscribeLine}\n\n${textSignature(settings)}\n`,
    html: renderEmailHtml({
      settings,
      title: email.subject,
      children: email.content,
      footer: (
        <p>
          To stop receiving our emails, <a href={email.unsubscribeUrl}>unsubscribe here</a>.
        </p>
      ),
    }),
    headers: {
      'List-Unsubscribe': `<${email.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
