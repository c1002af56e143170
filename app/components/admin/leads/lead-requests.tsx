import type * as React from 'react'
import { telHref } from '#app/lib/contact'
import type { LeadDetail, LeadRequest } from '#app/lib/leads'
import { formatTimestamp } from '../format-timestamp'
import { fullName, preferredTimeLabel, sourceLabel } from './lead-labels'
import { LeadMessage } from './lead-message'

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  )
}

/** The details a repeat sent differently from the first request: a new number, a name spelt otherwise. */
function changedContact(request: LeadRequest, first: LeadRequest) {
  const changes: [string, React.ReactNode][] = []
  if (fullName(request) !== fullName(first)) changes.push(['Name', fullName(request)])
  if (request.phone !== first.phone) {
    changes.push([
      'Phone',
      <a key="phone" className="text-primary underline underline-offset-4" href={telHref(request.phone)}>
        {request.phone}
      </a>,
    ])
  }
  if (request.email !== first.email) changes.push(['Email', request.email])
  return changes
}

/** Every request the lead holds, in the order they came, each with what the visitor sent. */
export function LeadRequests({ lead }: { lead: LeadDetail }) {
  const [first] = lead.requests
  return (
    <ol className="flex flex-col gap-3">
      {lead.requests.map((request, index) => {
        const { message, best_time_to_call: bestTime, package: packageTitle, source } = request.customFields
        return (
          <li key={request.id ?? 'first'} className="flex flex-col gap-3 rounded-lg border p-3">
            <p className="font-medium text-sm">
              {index === 0 ? 'First request' : `Request ${index + 1}`}, {formatTimestamp(request.createdAt)}
            </p>
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              <Detail term="Package">{packageTitle || 'None'}</Detail>
              <Detail term="Preferred time">{preferredTimeLabel(bestTime)}</Detail>
              <Detail term="Source">{sourceLabel(source)}</Detail>
              {first && index > 0
                ? changedContact(request, first).map(([term, value]) => (
                    <Detail key={term} term={term}>
                      {value}
                    </Detail>
                  ))
                : null}
            </dl>
            {message ? <LeadMessage message={message} packageTitle={packageTitle} /> : null}
          </li>
        )
      })}
    </ol>
  )
}
