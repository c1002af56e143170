import { RotateCwIcon } from 'lucide-react'
import type * as React from 'react'
import { Button } from '#app/components/ui/button'
import { telHref } from '#app/lib/contact'
import type { AdminLead } from '#app/lib/leads'
import { formatTimestamp } from '../format-timestamp'
import { fullName, isPrefilledMessage, preferredTimeLabel, sourceLabel } from './lead-labels'
import { LeadStatus } from './lead-status'

type LeadCardProps = {
  lead: AdminLead
  crmConfigured: boolean
  retrying: boolean
  onRetry: (id: number) => void
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  )
}

/** The visitor's message, or the form's own opening sentence marked as such when they left it unchanged. */
function LeadMessage({ message, packageTitle }: { message: string; packageTitle: string | undefined }) {
  if (isPrefilledMessage(message, packageTitle)) {
    return (
      <p className="mt-4 rounded-md border border-dashed px-3 py-2 text-muted-foreground text-sm">
        <span className="font-medium">Pre-filled by the form, not changed by the visitor:</span>{' '}
        <span className="italic">{message}</span>
      </p>
    )
  }
  return (
    <blockquote className="mt-4 whitespace-pre-line rounded-md bg-muted px-3 py-2 text-sm">
      {message}
    </blockquote>
  )
}

/** One call-back request with everything an advisor needs before ringing back. */
export function LeadCard({ lead, crmConfigured, retrying, onRetry }: LeadCardProps) {
  const { message, best_time_to_call: bestTime, package: packageTitle, source } = lead.customFields
  const name = fullName(lead)
  return (
    <article
      aria-label={`Call-back request from ${name}`}
      className="rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-lg">{name}</h3>
          <p className="text-muted-foreground text-xs">Received {formatTimestamp(lead.createdAt)}</p>
        </div>
        <div className="flex items-start gap-3">
          <LeadStatus lead={lead} crmConfigured={crmConfigured} />
          {!lead.forwardedAt && crmConfigured ? (
            <Button
              variant="outline"
              size="sm"
              disabled={retrying}
              onClick={() => onRetry(lead.id)}
              aria-label={`Retry forwarding the request from ${name}`}
            >
              <RotateCwIcon aria-hidden className={retrying ? 'size-4 animate-spin' : 'size-4'} />
              Retry
            </Button>
          ) : null}
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Detail term="Phone">
          <a className="text-primary underline underline-offset-4" href={telHref(lead.phone)}>
            {lead.phone}
          </a>
        </Detail>
        <Detail term="Email">
          <a className="text-primary underline underline-offset-4" href={`mailto:${lead.email}`}>
            {lead.email}
          </a>
        </Detail>
        <Detail term="Package">{packageTitle || 'None'}</Detail>
        <Detail term="Preferred time">{preferredTimeLabel(bestTime)}</Detail>
        <Detail term="Source">{sourceLabel(source)}</Detail>
      </dl>
      {message ? <LeadMessage message={message} packageTitle={packageTitle} /> : null}
    </article>
  )
}
