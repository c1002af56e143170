import type { MailMessage, MailSettings } from '../mail-settings.server'
import { EmailButton } from './email-layout.server'
import { newsletterEmail } from './newsletter-email.server'

type Confirmation = {
  to: string
  confirmUrl: string
  unsubscribeUrl: string
  /** How long the link works, in days. */
  validDays: number
}

/** The double opt-in email: the sign-up counts only once its link is followed. */
export function newsletterConfirmationMail(settings: MailSettings, mail: Confirmation): MailMessage {
  const subject = `Please confirm your subscription to ${settings.agencyName}`
  const ignore = `If you did not sign up, you can ignore this email: we will not write to you again, and we delete unconfirmed sign-ups after ${mail.validDays} days.`
  return newsletterEmail(settings, {
    kind: 'newsletter-confirmation',
    to: mail.to,
    subject,
    unsubscribeUrl: mail.unsubscribeUrl,
    text: [
      'Hello,',
      `Thank you for signing up for exclusive offers from ${settings.agencyName}. Please confirm that you would like to receive our emails by opening this link within ${mail.validDays} days:`,
      mail.confirmUrl,
      ignore,
    ].join('\n\n'),
    content: (
      <>
        <p>Hello,</p>
        <p>
          Thank you for signing up for exclusive offers from {settings.agencyName}. Please confirm that you
          would like to receive our emails within {mail.validDays} days:
        </p>
        <EmailButton href={mail.confirmUrl}>Confirm my subscription</EmailButton>
        <p>
          Or copy this address into your browser: <a href={mail.confirmUrl}>{mail.confirmUrl}</a>
        </p>
        <p>{ignore}</p>
      </>
    ),
  })
}
