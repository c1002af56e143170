import type { UseQueryResult } from '@tanstack/react-query'
import type * as React from 'react'
import { useEffect } from 'react'
import { Button } from '#app/components/ui/button'
import { Spinner } from '#app/components/ui/spinner'
import type { ListPage } from '#app/lib/list-page'
import { cn } from '#app/lib/utils'
import { ListPager, pageCount } from './list-pager'

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

/** The spinner, or the failure with its retry, while a panel's query has nothing to show; null once it has. */
function waiting(query: UseQueryResult<unknown>, loading: string, failed: string) {
  if (query.isPending) return <PanelLoading label={loading} />
  if (query.isError) return <PanelError message={failed} onRetry={() => query.refetch()} />
  return null
}

/** A panel's list as its query stands: loading, failed (with a retry), empty, or its items. */
export function PanelList<T>({ query, loading, failed, empty, children }: PanelListProps<T>) {
  const shown = waiting(query, loading, failed)
  if (shown || !query.data) return shown
  if (query.data.length === 0) return empty
  return children(query.data)
}

type PanelPageProps<T> = Omit<PanelListProps<T>, 'query'> & {
  query: UseQueryResult<ListPage<T>>
  /** From 1. */
  page: number
  pageSize: number
  noun: { one: string; many: string }
  onPage: (page: number) => void
}

/**
 * One page of a paged list (decision 38) as its query stands, with Previous/Next and the total under it.
 * The page before stays, marked busy, while the next one loads; a page past the end (the last item on it
 * went, or an old link) turns into the last page.
 */
export function PanelPage<T>({ query, page, pageSize, noun, onPage, ...states }: PanelPageProps<T>) {
  const total = query.data?.total
  const lastPage = total === undefined ? null : pageCount(total, pageSize)
  useEffect(() => {
    if (lastPage !== null && page > lastPage) onPage(lastPage)
  }, [lastPage, page, onPage])
  const shown = waiting(query, states.loading, states.failed)
  if (shown || !query.data) return shown
  if (query.data.total === 0) return states.empty
  return (
    <div
      aria-busy={query.isPlaceholderData}
      className={cn('flex flex-col gap-4', query.isPlaceholderData && 'opacity-60')}
    >
      {states.children(query.data.items)}
      <ListPager page={page} pageSize={pageSize} total={query.data.total} noun={noun} onPage={onPage} />
    </div>
  )
}

/** The dashed box that says a list has nothing in it yet. */
export function PanelEmpty({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{children}</p>
}
