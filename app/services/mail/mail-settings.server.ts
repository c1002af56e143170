import type { MailAttachment } from '#app/db/schema.server'
import { type Config, mailOrigin } from '#app/env.server'

/** What every email needs besides its own content: where its links point, and who it is from. */
export type MailSettings = {
  /** The site's address for links in emails: PUBLIC_URL, never a request's Host (`mailOrigin`). */
  origin: string
  agencyName: string
  agencyAddress: string
  agencyPhone: string
  /** The agency's ATOL number (ATOL_NUMBER), which its ATOL Certificates carry. */
  atolNumber: string
}

export const mailSettings = (config: Config): MailSettings => ({
  origin: mailOrigin(config),
  agencyName: config.AGENCY_NAME,
  agencyAddress: config.AGENCY_ADDRESS,
  agencyPhone: config.AGENCY_PHONE,
  atolNumber: config.ATOL_NUMBER,
})

/** What a service needs to send email: the settings to write it with, and the outbox to wake once it is queued. */
export type Mailer = { settings: MailSettings; kick: () => void }

/** An absolute link into the site, for an email. */
export const siteLink = (settings: MailSettings, path: string) => new URL(path, settings.origin).toString()

/** An email ready for the outbox: both parts, its headers, and whose data it carries. */
export type MailMessage = {
  /** What it is, for staff and the log ('newsletter-confirmation', 'call-back-notification'). */
  kind: string
  to: string
  /** The person whose personal data it carries: erasing them erases it too. */
  about: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
  /** Files to send with it (an ATOL Certificate). */
  attachments?: MailAttachment[]
  /** The booking it is about: its staff page lists the emails sent (issue 39). */
  bookingId?: number
}
