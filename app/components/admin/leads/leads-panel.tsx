import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { adminKeys, ENQUIRY_PAGE_SIZE, useAdminMutation, useAdminSummary, useLeads } from '../admin-queries'
import { PanelPage } from '../panel-state'
import { CallBackEmailsSetting } from './call-back-emails-setting'
import { LeadCard } from './lead-card'

/** The outbox forwards in the background; a second look this long after a retry shows how it went. */
const RECHECK_AFTER_MS = 3000

const LEADS = { one: 'call-back request', many: 'call-back requests' }

function useRetryLead() {
  const queryClient = useQueryClient()
  const refresh = [adminKeys.leads, adminKeys.summary]
  const mutation = useAdminMutation<number>({
    run: (id) => apiRequest(`/api/leads/${id}/retry`, { method: 'POST' }),
    refresh,
    success: 'Lead queued for forwarding',
    failure: 'Failed to queue the lead for forwarding. Please try again.',
  })
  const retry = (id: number) =>
    mutation.mutate(id, {
      onSuccess: () => {
        setTimeout(() => {
          for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey })
        }, RECHECK_AFTER_MS)
      },
    })
  return { retry, retryingId: mutation.isPending ? mutation.variables : undefined }
}

/** Call-back requests, newest first and a page at a time, with whether each reached the CRM. */
export function LeadsPanel() {
  const [page, setPage] = useState(1)
  const leads = useLeads(page)
  const summary = useAdminSummary()
  const { retry, retryingId } = useRetryLead()
  // Until the summary says otherwise, assume a CRM exists so Retry is offered rather than hidden.
  const crmConfigured = summary.data?.crmConfigured ?? true

  return (
    <section aria-labelledby="leads-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="leads-heading" className="font-semibold text-xl">
          Call-back requests
        </h2>
        {crmConfigured ? (
          <p className="text-muted-foreground text-sm">
            Each request is forwarded to the CRM automatically; one that failed can be retried here.
          </p>
        ) : (
          <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-sm">
            No CRM is configured (CRM_WEBHOOK_URL is not set), so requests are kept here only. They will be
            forwarded once a CRM is set up.
          </p>
        )}
      </div>
      <CallBackEmailsSetting />
      <PanelPage
        query={leads}
        page={page}
        pageSize={ENQUIRY_PAGE_SIZE}
        noun={LEADS}
        onPage={setPage}
        loading="Loading call-back requests..."
        failed="The call-back requests could not be loaded."
        empty={<p className="py-12 text-center text-muted-foreground">No call-back requests yet.</p>}
      >
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((lead) => (
              <li key={lead.id}>
                <LeadCard
                  lead={lead}
                  crmConfigured={crmConfigured}
                  retrying={retryingId === lead.id}
                  onRetry={retry}
                />
              </li>
            ))}
          </ul>
        )}
      </PanelPage>
    </section>
  )
}
