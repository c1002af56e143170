import { type AuditEntry, describeAction } from '#app/lib/staff'
import { DataTable } from '../data-table'
import { formatTimestamp } from '../format-timestamp'

const COLUMNS = [{ label: 'When' }, { label: 'Who' }, { label: 'What' }, { label: 'Details' }]

/** The log's entries as a table: when, who, what, and what changed. */
export function ActivityTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <DataTable caption="Activity, newest first" columns={COLUMNS}>
      {entries.map((entry) => (
        <tr key={entry.id} className="border-b align-top last:border-b-0">
          <td className="whitespace-nowrap px-4 py-2 text-muted-foreground">
            {formatTimestamp(entry.createdAt)}
          </td>
          <td className="whitespace-nowrap px-4 py-2">{entry.actorEmail}</td>
          {/* Wide enough to read on a phone, where the table scrolls sideways in its box. */}
          <td className="min-w-48 px-4 py-2">{describeAction(entry)}</td>
          <td className="min-w-64 break-words px-4 py-2 text-muted-foreground">{entry.summary}</td>
        </tr>
      ))}
    </DataTable>
  )
}
