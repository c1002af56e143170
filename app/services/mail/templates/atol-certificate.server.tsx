import type { MailAttachment } from '#app/db/schema.server'
import type { MailMessage, MailSettings } from '../mail-settings.server'
import { renderEmailHtml, textSignature } from './email-layout.server'

type CertificateMail = {
  to: string
  firstName: string
  reference: string
  issue: number
  bookingId: number
  /** The certificate's PDF, attached. */
  pdf: MailAttachment
}

/**
 * To the lead traveller, with the booking's ATOL Certificate attached (issue 39): the first when the first
 * payment arrives, a new issue when what it certifies changes (then it says the new one replaces the old).
 */
export function atolCertificateMail(settings: MailSettings, certificate: CertificateMail): MailMessage {
  const reissued = certificate.issue > 1
  const subject = reissued
    ? `Your updated ATOL Certificate for booking ${certificate.reference}`
    : `Your ATOL Certificate for booking ${certificate.reference}`
  const lines = [
    `Dear ${certificate.firstName},`,
    reissued
      ? `The details of your booking ${certificate.reference} have changed, so we attach a new ATOL Certificate (issue ${certificate.issue}). It replaces any certificate we sent you before: please keep this one with your travel documents.`
      : `Thank you for your payment for booking ${certificate.reference}. Your holiday is protected under the ATOL scheme, and we attach your ATOL Certificate. Please keep it with your travel documents.`,
    `The certificate names everyone protected, the flights and what the protection means. If anything on it is wrong, please call us on ${settings.agencyPhone} so that we can put it right.`,
    `${settings.agencyName}, ATOL number ${settings.atolNumber}.`,
  ]
  return {
    kind: 'atol-certificate',
    to: certificate.to,
    about: certificate.to,
    subject,
    text: [...lines, textSignature(settings)].join('\n\n'),
    html: renderEmailHtml({
      settings,
      title: subject,
      children: lines.map((line) => <p key={line}>{line}</p>),
    }),
    attachments: [certificate.pdf],
    bookingId: certificate.bookingId,
  }
}
