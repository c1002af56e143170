import { formatBritishDate } from '#app/lib/dates'
import type { MailMessage, MailSettings } from '../mail-settings.server'
import { renderEmailHtml, textSignature } from './email-layout.server'

type ExpiredBooking = {
  to: string
  firstName: string
  reference: string
  packageTitle: string
  departureDate: string
}

/** To the lead traveller of a booking whose hold ran out unpaid (issue 39): its seats are offered again. */
export function bookingExpiredMail(settings: MailSettings, booking: ExpiredBooking): MailMessage {
  const subject = `Your booking ${booking.reference} was not completed`
  const departure = formatBritishDate(booking.departureDate)
  const lines = [
    `Dear ${booking.firstName},`,
    `We held seats for your booking ${booking.reference}, ${booking.packageTitle} departing on ${departure}, but no payment reached us before the hold ran out, so the booking has lapsed and the seats have been released. You have not been charged.`,
    `If you would still like to travel, you are welcome to book again on our website or to call us on ${settings.agencyPhone}.`,
  ]
  return {
    kind: 'booking-expired',
    to: booking.to,
    about: booking.to,
    subject,
    text: [...lines, textSignature(settings)].join('\n\n'),
    html: renderEmailHtml({
      settings,
      title: subject,
      children: lines.map((line) => <p key={line}>{line}</p>),
    }),
  }
}
