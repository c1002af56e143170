import { AdminDialog } from '#app/components/admin/admin-dialog'
import { useAirports } from '#app/components/admin/admin-queries'
import { formatTimestamp } from '#app/components/admin/format-timestamp'
import { PanelError, PanelLoading } from '#app/components/admin/panel-state'
import { Badge } from '#app/components/ui/badge'
import { airportGroupLabel } from '#app/lib/airport-labels'
import { changeText, describeHistory } from './history-text'
import { usePriceHistory } from './pricing-queries'

/** Whose history to show: a whole package, or some of its options (one row of the table). */
export type HistoryTarget = { title: string; optionIds: number[] | null }

type PriceHistoryDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  packageId: number
  target: HistoryTarget
}

/** Who changed which price, when, from what to what: newest first, as the API answers. */
export function PriceHistoryDialog({ open, onOpenChange, packageId, target }: PriceHistoryDialogProps) {
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-2xl"
      title={target.title}
      description="Every change to these prices, newest first."
    >
      <HistoryList packageId={packageId} optionIds={target.optionIds} enabled={open} />
    </AdminDialog>
  )
}

function HistoryList({
  packageId,
  optionIds,
  enabled,
}: {
  packageId: number
  optionIds: number[] | null
  enabled: boolean
}) {
  // One option asks the API for its own history; a merged row filters the package's, saving a call per date.
  const [onlyOption] = optionIds?.length === 1 ? optionIds : [null]
  const history = usePriceHistory(packageId, onlyOption ?? null, enabled)
  const airports = useAirports()

  if (history.isPending) return <PanelLoading label="Loading price history..." />
  if (history.isError)
    return <PanelError message="The price history could not be loaded." onRetry={() => history.refetch()} />

  const wanted = optionIds ? new Set(optionIds) : null
  const entries = history.data.filter((entry) => !wanted || wanted.has(entry.pricingOptionId))
  if (entries.length === 0)
    return <p className="py-6 text-center text-muted-foreground">No changes recorded yet.</p>

  const airportName = (id: number | null) => {
    const airport = airports.data?.find((candidate) => candidate.id === id)
    return id === null || airport ? airportGroupLabel(airport ?? null) : `Airport ${id}`
  }
  return (
    <ol className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto" aria-label="Price changes">
      {entries.map((entry) => {
        const text = describeHistory(entry, airportName)
        return (
          <li key={entry.id} className="flex flex-col gap-1.5 rounded-lg border p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={entry.action === 'delete' ? 'destructive' : 'secondary'}>{text.action}</Badge>
              <span className="font-medium">{text.subject}</span>
            </div>
            <p className="text-muted-foreground text-xs">
              By {entry.adminEmail ?? 'an unknown admin'} on{' '}
              <time dateTime={entry.createdAt}>{formatTimestamp(entry.createdAt)}</time>
            </p>
            {text.changes.length > 0 ? (
              <ul className="flex flex-col gap-0.5">
                {text.changes.map((change) => (
                  <li key={change.label}>{changeText(change)}</li>
                ))}
              </ul>
            ) : (
              <p>No values changed.</p>
            )}
          </li>
        )
      })}
    </ol>
  )
}
