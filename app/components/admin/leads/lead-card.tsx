import { PanelRightOpenIcon, RotateCwIcon } from 'lucide-react'
import type * as React from 'react'
import { Button } from '#app/components/ui/button'
import { telHref } from '#app/lib/contact'
import type { AdminLead } from '#app/lib/leads'
import { formatTimestamp } from '../format-timestamp'
import { CrmForwarding } from './crm-forwarding'
import { FollowUp } from './follow-up'
import { fullName, preferredTimeLabel, requestCountLabel, sourceLabel } from './lead-labels'
import { LeadMessage } from './lead-message'
import { LeadStatusChip } from './lead-status-chip'

type LeadCardProps = {
  lead: AdminLead
  crmConfigured: boolean
  retrying: boolean
  onRetry: (id: number) => void
  onOpen: (id: number) => void
  /** YYYY-MM-DD, for whether the follow-up is due. */
  today: string
}

function Detail({ term, wide, children }: { term: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? 'col-span-2 flex min-w-0 flex-col gap-0.5' : 'flex min-w-0 flex-col gap-0.5'}>
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  )
}

/** One lead on a narrow screen, with what an advisor needs before ringing back and a way into its panel. */
export function LeadCard({ lead, crmConfigured, retrying, onRetry, onOpen, today }: LeadCardProps) {
  const { message, best_time_to_call: bestTime, package: packageTitle, source } = lead.customFields
  const name = fullName(lead)
  return (
    <article
      aria-label={`Call-back request from ${name}`}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-words font-semibold text-lg">{name}</h3>
          <p className="text-muted-foreground text-xs">
            Received {formatTimestamp(lead.createdAt)}
            {lead.requestCount > 1 ? ` · ${requestCountLabel(lead.requestCount)}` : ''}
          </p>
        </div>
        <LeadStatusChip status={lead.status} />
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Detail term="Phone">
          <a className="text-primary underline underline-offset-4" href={telHref(lead.phone)}>
            {lead.phone}
          </a>
        </Detail>
        <Detail term="Email" wide>
          <a className="text-primary underline underline-offset-4" href={`mailto:${lead.email}`}>
            {lead.email}
          </a>
        </Detail>
        <Detail term="Package">{packageTitle || 'None'}</Detail>
        <Detail term="Preferred time">{preferredTimeLabel(bestTime)}</Detail>
        <Detail term="Source">{sourceLabel(source)}</Detail>
        <Detail term="Assigned to">{lead.assignee?.email ?? 'Nobody'}</Detail>
        <Detail term="Follow-up">
          <FollowUp lead={lead} today={today} />
        </Detail>
      </dl>
      {message ? <LeadMessage message={message} packageTitle={packageTitle} /> : null}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <CrmForwarding lead={lead} crmConfigured={crmConfigured} />
        <div className="flex flex-wrap gap-2">
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
          <Button size="sm" onClick={() => onOpen(lead.id)} aria-haspopup="dialog">
            <PanelRightOpenIcon aria-hidden className="size-4" />
            Open<span className="sr-only"> the request from {name}</span>
          </Button>
        </div>
      </div>
    </article>
  )
}
