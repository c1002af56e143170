import type { UseQueryResult } from '@tanstack/react-query'
import type * as React from 'react'
import { useEffect } from 'react'
import { ListPager, pageCount } from '#app/components/admin/list-pager'
import { PanelEmpty, PanelError, PanelLoading } from '#app/components/admin/panel-state'
import { Button } from '#app/components/ui/button'
import type { PackageSummary } from '#app/lib/catalogue'
import type { ListPage } from '#app/lib/list-page'
import { cn } from '#app/lib/utils'
import { ADMIN_PACKAGE_PAGE_SIZE, isFiltered, type PackageListView } from './package-list-view'

type PackageGridProps = {
  query: UseQueryResult<ListPage<PackageSummary>>
  view: PackageListView
  onPage: (page: number) => void
  onClearFilters: () => void
  children: (pkg: PackageSummary) => React.ReactNode
}

const PACKAGES = { one: 'package', many: 'packages' }

/**
 * One page of package cards with its pager, or why there are none. The count is announced as it changes,
 * so a search or filter says what it found without moving focus from the control.
 */
export function PackageGrid({ query, view, onPage, onClearFilters, children }: PackageGridProps) {
  const total = query.data?.total
  const lastPage = total === undefined ? null : pageCount(total, ADMIN_PACKAGE_PAGE_SIZE)
  // A delete can empty the last page, and an old link can name a page past the end: show the last one.
  useEffect(() => {
    if (lastPage !== null && view.page > lastPage) onPage(lastPage)
  }, [lastPage, view.page, onPage])

  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        {total === undefined ? '' : `${total} ${total === 1 ? 'package' : 'packages'} found`}
      </p>
      <PackageGridBody query={query} view={view} onClearFilters={onClearFilters}>
        {children}
      </PackageGridBody>
      {total ? (
        <ListPager
          page={view.page}
          pageSize={ADMIN_PACKAGE_PAGE_SIZE}
          total={total}
          noun={PACKAGES}
          onPage={onPage}
        />
      ) : null}
    </div>
  )
}

function PackageGridBody({ query, view, onClearFilters, children }: Omit<PackageGridProps, 'onPage'>) {
  if (query.isPending) return <PanelLoading label="Loading travel packages..." />
  if (query.isError) {
    return <PanelError message="The travel packages could not be loaded." onRetry={() => query.refetch()} />
  }
  if (query.data.items.length === 0 && isFiltered(view)) {
    return (
      <div className="flex flex-col items-center gap-3">
        <PanelEmpty>No packages match your search and filters.</PanelEmpty>
        <Button variant="outline" size="sm" onClick={onClearFilters}>
          Clear filters
        </Button>
      </div>
    )
  }
  if (query.data.items.length === 0) {
    return <PanelEmpty>No travel packages found. Create your first package to get started.</PanelEmpty>
  }
  return (
    <ul
      aria-labelledby="packages-heading"
      aria-busy={query.isPlaceholderData}
      className={cn('grid gap-4 sm:grid-cols-2 xl:grid-cols-3', query.isPlaceholderData && 'opacity-60')}
    >
      {query.data.items.map((pkg) => (
        <li key={pkg.id}>{children(pkg)}</li>
      ))}
    </ul>
  )
}
