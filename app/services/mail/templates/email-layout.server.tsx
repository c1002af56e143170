import type * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { MailSettings } from '../mail-settings.server'

const PAGE = { fontFamily: 'Arial, Helvetica, sans-serif', color: '#1f2933', lineHeight: 1.5, margin: 0 }
const CARD = { maxWidth: '560px', margin: '0 auto', padding: '24px' }
const FOOTER = { marginTop: '32px', fontSize: '13px', color: '#52606d' }

type EmailLayoutProps = {
  settings: MailSettings
  title: string
  children: React.ReactNode
  /** Above the agency's address, such as the unsubscribe link of a newsletter email. */
  footer?: React.ReactNode
}

/** The frame of every email's HTML part: the agency's name, the content, and who sent it. */
function EmailLayout({ settings, title, children, footer }: EmailLayoutProps) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={PAGE}>
        <div style={CARD}>
          <p style={{ fontSize: '18px', fontWeight: 'bold', color: '#0f4c5c' }}>{settings.agencyName}</p>
          {children}
          <div style={FOOTER}>
            {footer}
            <p>
              {settings.agencyName}, {settings.agencyAddress}. Telephone {settings.agencyPhone}.
            </p>
          </div>
        </div>
      </body>
    </html>
  )
}

/**
 * An email's HTML part, rendered by React, which escapes every piece of text put in it: a visitor's name or
 * message can never become markup in a member of staff's inbox.
 */
export function renderEmailHtml(props: EmailLayoutProps): string {
  return `<!doctype html>${renderToStaticMarkup(<EmailLayout {...props} />)}`
}

/** The agency's signature under an email's plain-text part. */
export const textSignature = (settings: MailSettings) =>
  `${settings.agencyName}, ${settings.agencyAddress}. Telephone ${settings.agencyPhone}.`

/** A link as a button that any mail client shows, with the address written out for those that hide links. */
export function EmailButton({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <p>
      <a
        href={href}
        style={{
          display: 'inline-block',
          padding: '12px 20px',
          borderRadius: '6px',
          background: '#0f4c5c',
          color: '#ffffff',
          fontWeight: 'bold',
          textDecoration: 'none',
        }}
      >
        {children}
      </a>
    </p>
  )
}
