import { AUDITED_THINGS, type AuditEntry, actionLabel } from '#app/lib/staff'
import { formatTimestamp } from '../format-timestamp'

/** 'Package “Venice City Break” (#3)': the kind of thing, its name when known, and its id. */
function thingText(entry: AuditEntry) {
  if (!entry.thingType) return ''
  const kind = AUDITED_THINGS[entry.thingType]
  const name = entry.thingName ? ` “${entry.thingName}”` : ''
  const id = entry.thingId === null ? '' : ` (#${entry.thingId})`
  return `${kind}${name}${id}`
}

/** The log's entries as a table: when, who, what, and what changed. */
export function ActivityTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Activity, newest first</caption>
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              When
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Who
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              What
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Details
            </th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  )
}
