import type { UseQueryResult } from '@tanstack/react-query'
import type * as React from 'react'
import { PanelEmpty, PanelPage } from '#app/components/admin/panel-state'
import { Button } from '#app/components/ui/button'
import type { PackageSummary } from '#app/lib/catalogue'
import type { ListPage } from '#app/lib/list-page'
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
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        {total === undefined ? '' : `${total} ${total === 1 ? PACKAGES.one : PACKAGES.many} found`}
      </p>
      <PanelPage
        query={query}
        page={view.page}
        pageSize={ADMIN_PACKAGE_PAGE_SIZE}
        noun={PACKAGES}
        onPage={onPage}
        loading="Loading travel packages..."
        failed="The travel packages could not be loaded."
        empty={
          isFiltered(view) ? (
            <div className="flex flex-col items-center gap-3">
              <PanelEmpty>No packages match your search and filters.</PanelEmpty>
              <Button variant="outline" size="sm" onClick={onClearFilters}>
                Clear filters
              </Button>
            </div>
          ) : (
            <PanelEmpty>No travel packages found. Create your first package to get started.</PanelEmpty>
          )
        }
      >
        {(items) => (
          <ul aria-labelledby="packages-heading" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((pkg) => (
              <li key={pkg.id}>{children(pkg)}</li>
            ))}
          </ul>
        )}
      </PanelPage>
    </div>
  )
}
