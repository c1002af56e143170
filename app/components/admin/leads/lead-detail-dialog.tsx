import { RotateCwIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { AdminDialog } from '#app/components/admin/admin-dialog'
import { ConfirmDialog } from '#app/components/admin/confirm-dialog'
import { Button } from '#app/components/ui/button'
import { telHref } from '#app/lib/contact'
import type { LeadDetail } from '#app/lib/leads'
import { formatTimestamp } from '../format-timestamp'
import { PanelSection } from '../panel-section'
import { PanelError, PanelLoading } from '../panel-state'
import { useCan } from '../use-staff-role'
import { CrmForwarding } from './crm-forwarding'
import { LeadBookings } from './lead-bookings'
import { fullName, preferredTimeLabel, requestCountLabel } from './lead-labels'
import { LeadNotes } from './lead-notes'
import { useDeleteLead, useLead, useLeadAssignees, useRetryLead } from './lead-queries'
import { LeadRequests } from './lead-requests'
import { LeadStatusChip } from './lead-status-chip'
import { LeadWorkForm } from './lead-work-form'

type LeadDetailDialogProps = {
  /** The lead shown; it stays set while the dialog closes, so its words stay during the animation. */
  leadId: number | null
  open: boolean
  onOpenChange: (open: boolean) => void
  crmConfigured: boolean
}

/** The person's details to ring or write, as the first request gave them. */
function Contact({ lead }: { lead: LeadDetail }) {
  return (
    <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <dt className="text-muted-foreground text-xs">Phone</dt>
        <dd>
          <a className="text-primary underline underline-offset-4" href={telHref(lead.phone)}>
            {lead.phone}
          </a>
        </dd>
      </div>
      <div className="flex min-w-0 flex-col gap-0.5">
        <dt className="text-muted-foreground text-xs">Email</dt>
        <dd className="break-all">
          <a className="text-primary underline underline-offset-4" href={`mailto:${lead.email}`}>
            {lead.email}
          </a>
        </dd>
      </div>
      <div className="flex min-w-0 flex-col gap-0.5">
        <dt className="text-muted-foreground text-xs">Preferred time</dt>
        <dd>{preferredTimeLabel(lead.customFields.best_time_to_call)}</dd>
      </div>
    </dl>
  )
}

/** What the panel holds once the lead has loaded: contact, work, booking, requests, notes, the CRM, deletion. */
function LeadPanel({
  lead,
  crmConfigured,
  onDeleted,
}: {
  lead: LeadDetail
  crmConfigured: boolean
  onDeleted: () => void
}) {
  const assignees = useLeadAssignees()
  const { retry, retryingId } = useRetryLead()
  const remove = useDeleteLead()
  const [confirming, setConfirming] = useState(false)
  const canDelete = useCan('leadDelete')
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <LeadStatusChip status={lead.status} />
        <span className="text-muted-foreground text-sm">
          {lead.customFields.package || 'No package'} · {requestCountLabel(lead.requestCount)}
        </span>
      </div>
      <Contact lead={lead} />
      <PanelSection title="Work on it">
        <LeadWorkForm lead={lead} assignees={assignees.data ?? []} />
      </PanelSection>
      <PanelSection title="Booking">
        <LeadBookings lead={lead} />
      </PanelSection>
      <PanelSection title={lead.requestCount > 1 ? `Requests (${lead.requestCount})` : 'Request'}>
        <LeadRequests lead={lead} />
      </PanelSection>
      <PanelSection title="Notes">
        <LeadNotes leadId={lead.id} notes={lead.notes} />
      </PanelSection>
      <PanelSection title="CRM">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <CrmForwarding lead={lead} crmConfigured={crmConfigured} />
          {!lead.forwardedAt && crmConfigured ? (
            <Button
              variant="outline"
              size="sm"
              disabled={retryingId === lead.id}
              onClick={() => retry(lead.id)}
            >
              <RotateCwIcon
                aria-hidden
                className={retryingId === lead.id ? 'size-4 animate-spin' : 'size-4'}
              />
              Retry forwarding
            </Button>
          ) : null}
        </div>
      </PanelSection>
      {canDelete ? (
        <div className="flex justify-end border-t pt-4">
          <Button variant="outline" className="text-destructive" onClick={() => setConfirming(true)}>
            <Trash2Icon aria-hidden className="size-4" />
            Delete request
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Delete Call-back Request"
            description={
              <>
                Are you sure you want to delete the request from {fullName(lead)}? This action cannot be
                undone. Its {requestCountLabel(lead.requestCount)} and notes will also be deleted. To keep it
                but stop working it, mark it not interested instead.
              </>
            }
            confirmLabel="Delete"
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(lead.id, {
                onSuccess: () => {
                  setConfirming(false)
                  onDeleted()
                },
              })
            }
          />
        </div>
      ) : null}
    </div>
  )
}

/** One lead in a panel over the list: everything about it, and everything staff do with it. */
export function LeadDetailDialog({ leadId, open, onOpenChange, crmConfigured }: LeadDetailDialogProps) {
  const lead = useLead(leadId)
  const name = lead.data ? fullName(lead.data) : 'Call-back request'
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={name}
      description={lead.data ? `Received ${formatTimestamp(lead.data.createdAt)}` : 'Loading the request...'}
      className="sm:max-w-2xl"
    >
      {lead.isPending ? (
        <PanelLoading label="Loading the request..." />
      ) : lead.isError ? (
        <PanelError message="The call-back request could not be loaded." onRetry={() => lead.refetch()} />
      ) : (
        <LeadPanel lead={lead.data} crmConfigured={crmConfigured} onDeleted={() => onOpenChange(false)} />
      )}
    </AdminDialog>
  )
}
