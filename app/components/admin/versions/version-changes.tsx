import { useDestinations } from '#app/components/admin/admin-queries'
import {
  PART_LABELS,
  type PackageSnapshot,
  type PackageVersionDetail,
  partText,
  type SnapshotPart,
  VERSIONED_FIELDS,
} from '#app/lib/package-versions'

/** A first version changed nothing: it shows everything it held that is not empty. */
function partsShown(detail: PackageVersionDetail): SnapshotPart[] {
  if (detail.previous) return detail.changed
  const filled: SnapshotPart[] = VERSIONED_FIELDS.filter((field) => partText(detail.snapshot, field) !== '')
  return detail.snapshot.features.length > 0 ? [...filled, 'features'] : filled
}

/** Destinations are kept by id; staff read them by name, or are told that one has been deleted since. */
function useShownText() {
  const destinations = useDestinations()
  return (snapshot: PackageSnapshot | null, part: SnapshotPart) => {
    const text = partText(snapshot, part)
    if (part !== 'destinationId' || text === '') return text
    const destination = destinations.data?.find((candidate) => String(candidate.id) === text)
    return destination ? destination.name : destinations.isPending ? text : `Deleted destination (${text})`
  }
}

function Side({ label, text }: { label: string; text: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{label}</span>
      <div className="max-h-48 overflow-auto whitespace-pre-wrap rounded-md border bg-muted/40 p-2 text-sm wrap-anywhere">
        {text === '' ? <span className="text-muted-foreground italic">Empty</span> : text}
      </div>
    </div>
  )
}

/** A version's changes, each part before and after side by side (stacked on a narrow screen). */
export function VersionChanges({ detail }: { detail: PackageVersionDetail }) {
  const shownText = useShownText()
  const parts = partsShown(detail)
  const beforeLabel = detail.previous ? `Before (version ${detail.version - 1})` : 'Before'
  if (parts.length === 0)
    return <p className="text-muted-foreground text-sm">This version changed nothing.</p>
  return (
    <ul aria-label={`Changes in version ${detail.version}`} className="flex flex-col gap-4">
      {parts.map((part) => (
        <li key={part} className="flex flex-col gap-2">
          <h4 className="font-semibold text-sm">{PART_LABELS[part]}</h4>
          <div className="grid gap-2 sm:grid-cols-2">
            <Side label={beforeLabel} text={shownText(detail.previous, part)} />
            <Side label={`After (version ${detail.version})`} text={shownText(detail.snapshot, part)} />
          </div>
        </li>
      ))}
    </ul>
  )
}
