import { type AuditEntry, describeAction } from '#app/lib/staff'
import { formatTimestamp } from '../format-timestamp'

/**
 * The log's entries, newest first: when and who beside what and its details on a wide screen, stacked on a
 * phone, so nothing needs scrolling sideways.
 */
export function ActivityList({ entries }: { entries: AuditEntry[] }) {
  return (
    <ol aria-label="Activity, newest first" className="divide-y rounded-xl border bg-card shadow-sm">
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[12rem_1fr] sm:gap-4">
          <div className="flex min-w-0 flex-col text-muted-foreground">
            <time dateTime={entry.createdAt}>{formatTimestamp(entry.createdAt)}</time>
            <span className="break-words">{entry.actorEmail}</span>
          </div>
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="break-words font-medium">{describeAction(entry)}</p>
            {entry.summary ? <p className="break-words text-muted-foreground">{entry.summary}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  )
}
