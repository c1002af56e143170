import { Button } from '#app/components/ui/button'
import { Spinner } from '#app/components/ui/spinner'

/** A panel's list while it loads. */
export function PanelLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12">
      <Spinner label={label} showLabel />
    </div>
  )
}

/** A panel's list that failed to load, with a way to try again without reloading the dashboard. */
export function PanelError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
      <p className="text-destructive">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
