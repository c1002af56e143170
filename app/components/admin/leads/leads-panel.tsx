import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { Button } from '#app/components/ui/button'
import { toIsoDate } from '#app/lib/dates'
import { useAdminSummary } from '../admin-queries'
import { PanelPage } from '../panel-state'
import { useLastOpen } from '../use-last-open'
import { CallBackEmailsSetting } from './call-back-emails-setting'
import { LeadCard } from './lead-card'
import { LeadDetailDialog } from './lead-detail-dialog'
import { LeadListControls } from './lead-list-controls'
import {
  apiQueryOf,
  isFiltered,
  LEAD_PAGE_SIZE,
  type LeadListView,
  readLeadView,
  withLeadViewChange,
} from './lead-list-view'
import { useLeadAssignees, useLeadPage, useRetryLead } from './lead-queries'
import { LeadTable } from './lead-table'

const LEADS = { one: 'call-back request', many: 'call-back requests' }

/**
 * The Leads tab: every call-back request, worked to a booking. Found by search, status, assignee and day,
 * ordered and paged, all kept in the address; a table on a wider screen and cards on a phone, each opening
 * the lead's panel with its requests, notes and controls.
 */
export function LeadsPanel() {
  const [searchParams, setSearchParams] = useSearchParams()
  const view = readLeadView(searchParams)
  const leads = useLeadPage(apiQueryOf(view))
  const assignees = useLeadAssignees()
  const summary = useAdminSummary()
  const { retry, retryingId } = useRetryLead()
  const shownLead = useLastOpen(view.lead)
  // Until the summary says otherwise, assume a CRM exists so Retry is offered rather than hidden.
  const crmConfigured = summary.data?.crmConfigured ?? true
  const today = toIsoDate(new Date())
  const change = useCallback(
    (listChange: Partial<LeadListView>, { replace = false } = {}) =>
      setSearchParams((current) => withLeadViewChange(current, listChange), {
        replace,
        preventScrollReset: true,
      }),
    [setSearchParams],
  )
  const open = (id: number) => change({ lead: id })
  const clearFilters = () => change({ status: [], assignee: '', q: '', from: '', to: '', overdue: false })

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
      <LeadListControls view={view} assignees={assignees.data ?? []} onChange={change} />
      <PanelPage
        query={leads}
        page={view.page}
        pageSize={LEAD_PAGE_SIZE}
        noun={LEADS}
        onPage={(page) => change({ page })}
        loading="Loading call-back requests..."
        failed="The call-back requests could not be loaded."
        empty={
          isFiltered(view) ? (
            <div className="flex flex-col items-center gap-3 py-12 text-center text-muted-foreground">
              <p>No call-back requests match these filters.</p>
              <Button variant="outline" size="sm" onClick={clearFilters}>
                Clear filters
              </Button>
            </div>
          ) : (
            <p className="py-12 text-center text-muted-foreground">No call-back requests yet.</p>
          )
        }
      >
        {(items) => (
          <>
            <div className="hidden md:block">
              <LeadTable
                leads={items}
                view={view}
                crmConfigured={crmConfigured}
                today={today}
                onSort={(sort) => change(sort)}
                onOpen={open}
              />
            </div>
            <ul className="flex flex-col gap-3 md:hidden">
              {items.map((lead) => (
                <li key={lead.id}>
                  <LeadCard
                    lead={lead}
                    crmConfigured={crmConfigured}
                    retrying={retryingId === lead.id}
                    onRetry={retry}
                    onOpen={open}
                    today={today}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </PanelPage>
      <LeadDetailDialog
        leadId={shownLead}
        open={view.lead !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) change({ lead: null })
        }}
        crmConfigured={crmConfigured}
      />
    </section>
  )
}
