import { FileTextIcon } from 'lucide-react'
import { Badge } from '#app/components/ui/badge'
import { cn } from '#app/lib/utils'
import { formatTimestamp } from '../format-timestamp'
import type { BookingDetail, BookingEmail } from './booking-types'

const EMAIL_STATUS: Record<BookingEmail['status'], { words: string; colour: string }> = {
  queued: { words: 'Waiting to send', colour: 'border-amber-300 bg-amber-50 text-amber-900' },
  sent: { words: 'Sent', colour: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  failed: { words: 'Failed', colour: 'border-red-300 bg-red-50 text-red-900' },
}

/** The emails the outbox holds about the booking, newest first: what each was, to whom and how it went. */
export function BookingEmails({ emails }: { emails: BookingEmail[] }) {
  if (emails.length === 0) return <p className="text-muted-foreground text-sm">No emails yet.</p>
  return (
    <ul aria-label="Emails about the booking" className="flex flex-col gap-2">
      {emails.map((email) => (
        <li
          key={`${email.at}-${email.kind}-${email.subject}`}
          className="flex flex-wrap items-start justify-between gap-2 text-sm"
        >
          <div className="flex min-w-0 flex-col">
            <span className="break-words font-medium">{email.subject}</span>
            <span className="break-all text-muted-foreground text-xs">
              To {email.to}, {formatTimestamp(email.at)}
            </span>
          </div>
          <Badge variant="outline" className={cn(EMAIL_STATUS[email.status].colour)}>
            {EMAIL_STATUS[email.status].words}
          </Badge>
        </li>
      ))}
    </ul>
  )
}

/** A download link for each issue of the booking's ATOL Certificate, the latest last. */
export function AtolCertificates({ certificates }: { certificates: BookingDetail['atolCertificates'] }) {
  if (certificates.length === 0) return <p className="text-muted-foreground text-sm">No certificate yet.</p>
  return (
    <ul aria-label="ATOL Certificates" className="flex flex-col gap-2 text-sm">
      {certificates.map((certificate) => (
        <li key={certificate.issue}>
          {/* A plain link: the server sends the PDF as a download. */}
          <a
            className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
            href={certificate.url}
            download
          >
            <FileTextIcon aria-hidden className="size-4" />
            ATOL Certificate, issue {certificate.issue}
          </a>{' '}
          <span className="text-muted-foreground text-xs">({formatTimestamp(certificate.issuedAt)})</span>
        </li>
      ))}
    </ul>
  )
}
