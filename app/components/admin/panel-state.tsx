import type { UseQueryResult } from '@tanstack/react-query'
import type * as React from 'react'
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

type PanelListProps<T> = {
  query: UseQueryResult<T[]>
  /** The spinner's words, such as 'Loading destinations...'. */
  loading: string
  /** Said when the list could not be loaded, beside a Try again button. */
  failed: string
  /** Shown when the list loaded with nothing in it. */
  empty: React.ReactNode
  children: (items: T[]) => React.ReactNode
}

/** A panel's list as its query stands: loading, failed (with a retry), empty, or its items. */
export function PanelList<T>({ query, loading, failed, empty, children }: PanelListProps<T>) {
  if (query.isPending) return <PanelLoading label={loading} />
  if (query.isError) return <PanelError message={failed} onRetry={() => query.refetch()} />
  if (query.data.length === 0) return empty
  return children(query.data)
}

/** The dashed box that says a list has nothing in it yet. */
export function PanelEmpty({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{children}</p>
}
