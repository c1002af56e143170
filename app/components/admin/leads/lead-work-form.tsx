import { useEffect, useState } from 'react'
import { FilterSelect } from '#app/components/admin/filter-select'
import { BusyButton } from '#app/components/forms/busy-button'
import { FormField } from '#app/components/forms/form-field'
import { Button } from '#app/components/ui/button'
import { Input } from '#app/components/ui/input'
import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadAssignee,
  type LeadDetail,
  type LeadStatus,
} from '#app/lib/leads'
import { type LeadChange, useChangeLead } from './lead-queries'

type LeadWorkFormProps = { lead: LeadDetail; assignees: LeadAssignee[] }

/**
 * Where staff have got to with a lead: the status and the assignee are saved as soon as they are chosen; the
 * follow-up day, which a date field changes part by part as it is typed, when Save is pressed.
 */
export function LeadWorkForm({ lead, assignees }: LeadWorkFormProps) {
  const change = useChangeLead(lead.id)
  const [followUpOn, setFollowUpOn] = useState(lead.followUpOn ?? '')
  // The saved day, when it changes under the field (another save, a refetch), is what the field shows.
  useEffect(() => setFollowUpOn(lead.followUpOn ?? ''), [lead.followUpOn])
  const save = (body: LeadChange) => change.mutate(body)
  const saving = (field: keyof LeadChange) => change.isPending && change.variables?.[field] !== undefined
  // Someone deactivated since stays shown as the lead's assignee until it is given to someone else.
  const choices =
    lead.assignee && !assignees.some((assignee) => assignee.id === lead.assignee?.id)
      ? [...assignees, lead.assignee]
      : assignees
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FilterSelect
        label="Status"
        value={change.isPending && change.variables?.status ? change.variables.status : lead.status}
        onChange={(event) => save({ status: event.target.value as LeadStatus })}
        options={LEAD_STATUSES.map((status) => [status, LEAD_STATUS_LABELS[status]] as const)}
      />
      <FilterSelect
        label="Assigned to"
        value={String(
          saving('assigneeId') ? (change.variables?.assigneeId ?? '') : (lead.assignee?.id ?? ''),
        )}
        onChange={(event) => save({ assigneeId: event.target.value ? Number(event.target.value) : null })}
        options={[['', 'Nobody'], ...choices.map(({ id, email }) => [String(id), email] as const)]}
      />
      <form
        className="flex flex-wrap items-end gap-2 sm:col-span-2"
        onSubmit={(event) => {
          event.preventDefault()
          save({ followUpOn: followUpOn || null })
        }}
      >
        <FormField label="Follow up on" className="min-w-44 flex-1">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={followUpOn}
              onChange={(event) => setFollowUpOn(event.target.value)}
            />
          )}
        </FormField>
        <BusyButton
          type="submit"
          variant="outline"
          busy={saving('followUpOn')}
          disabled={followUpOn === (lead.followUpOn ?? '')}
        >
          Save follow-up
        </BusyButton>
        {lead.followUpOn ? (
          <Button
            type="button"
            variant="ghost"
            disabled={change.isPending}
            onClick={() => save({ followUpOn: null })}
          >
            Clear
          </Button>
        ) : null}
      </form>
    </div>
  )
}
