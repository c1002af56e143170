import { type ColumnSort, DataTable } from '#app/components/admin/data-table'
import type { AdminLead, LeadSort } from '#app/lib/leads'
import { formatTimestamp } from '../format-timestamp'
import { FollowUp } from './follow-up'
import { fullName } from './lead-labels'
import { type LeadListView, nextSort } from './lead-list-view'
import { LeadStatusChip } from './lead-status-chip'

type LeadTableProps = {
  leads: AdminLead[]
  view: LeadListView
  crmConfigured: boolean
  today: string
  onSort: (sort: Pick<LeadListView, 'sort' | 'order'>) => void
  onOpen: (id: number) => void
}

/** The Leads tab on a wider screen: a row per lead, ordered by pressing a heading, opened by its name. */
export function LeadTable({ leads, view, crmConfigured, today, onSort, onOpen }: LeadTableProps) {
  const sortable = (sort: LeadSort): ColumnSort => ({
    direction: view.sort !== sort ? 'none' : view.order === 'asc' ? 'ascending' : 'descending',
    onSort: () => onSort(nextSort(view, sort)),
  })
  return (
    <DataTable
      caption="Call-back requests"
      columns={[
        { label: 'Received', sort: sortable('received') },
        { label: 'Name', sort: sortable('name') },
        { label: 'Package' },
        { label: 'Status' },
        { label: 'Assigned to' },
        { label: 'Follow-up', sort: sortable('follow-up') },
        { label: 'Requests' },
      ]}
    >
      {leads.map((lead) => (
        <tr key={lead.id} className="border-b align-top last:border-b-0 hover:bg-muted/40">
          <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
            {formatTimestamp(lead.createdAt)}
          </td>
          <td className="px-4 py-3">
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => onOpen(lead.id)}
              className="cursor-pointer text-left font-medium text-primary underline-offset-4 hover:underline"
            >
              {fullName(lead)}
            </button>
            <div className="break-words text-muted-foreground text-xs">{lead.email}</div>
            {crmConfigured && !lead.forwardedAt ? (
              <div className="text-amber-800 text-xs">Not forwarded to the CRM</div>
            ) : null}
          </td>
          <td className="px-4 py-3">{lead.customFields.package || 'None'}</td>
          <td className="px-4 py-3">
            <LeadStatusChip status={lead.status} />
          </td>
          <td className="px-4 py-3">
            {lead.assignee?.email ?? <span className="text-muted-foreground">Nobody</span>}
          </td>
          <td className="px-4 py-3">
            <FollowUp lead={lead} today={today} />
          </td>
          <td className="px-4 py-3 text-right tabular-nums">{lead.requestCount}</td>
        </tr>
      ))}
    </DataTable>
  )
}
