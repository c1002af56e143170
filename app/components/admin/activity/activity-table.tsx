import { AUDITED_THINGS, type AuditEntry, actionLabel } from '#app/lib/staff'
import { DataTable } from '../data-table'
import { formatTimestamp } from '../format-timestamp'

/** 'Package “Venice City Break” (#3)': the kind of thing, its name when known, and its id. */
function thingText(entry: AuditEntry) {
  if (!entry.thingType) return ''
  const kind = AUDITED_THINGS[entry.thingType]
  const name = entry.thingName ? ` “${entry.thingName}”` : ''
  const id = entry.thingId === null ? '' : ` (#${entry.thingId})`
  return `${kind}${name}${id}`
}

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
          <td className="break-all px-4 py-2">{entry.actorEmail}</td>
          <td className="px-4 py-2">
            {actionLabel(entry.action)} {thingText(entry)}
          </td>
          <td className="break-words px-4 py-2 text-muted-foreground">{entry.summary}</td>
        </tr>
      ))}
    </DataTable>
  )
}
