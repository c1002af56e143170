import { useDestinations } from '#app/components/admin/admin-queries'
import { FilterSelect } from '#app/components/admin/filter-select'
import { SearchBox } from '#app/components/admin/search-box'
import { PACKAGE_SORTS } from '#app/lib/package-list'
import type { PackageListView } from './package-list-view'

type ChangeOptions = { replace?: boolean }

type PackageListControlsProps = {
  view: PackageListView
  onChange: (change: Partial<PackageListView>, options?: ChangeOptions) => void
}

/** The search box, filters and order above the admin's package cards. */
export function PackageListControls({ view, onChange }: PackageListControlsProps) {
  const destinations = useDestinations()
  return (
    <search
      aria-label="Find packages"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr] lg:items-end"
    >
      <SearchBox
        label="Search packages"
        placeholder="Title or slug"
        value={view.q}
        onSearch={(q) => onChange({ q }, { replace: true })}
      />
      <FilterSelect
        label="Destination"
        value={view.destinationId}
        onChange={(event) => onChange({ destinationId: event.target.value })}
        options={[
          ['', 'Any destination'],
          ...(destinations.data ?? []).map(({ id, name }) => [String(id), name] as const),
        ]}
      />
      <FilterSelect
        label="Featured"
        value={view.featured}
        onChange={(event) => onChange({ featured: event.target.value as PackageListView['featured'] })}
        options={[
          ['', 'Featured or not'],
          ['true', 'Featured only'],
          ['false', 'Not featured'],
        ]}
      />
      <FilterSelect
        label="Status"
        value={view.status}
        onChange={(event) => onChange({ status: event.target.value as PackageListView['status'] })}
        options={[
          ['', 'Drafts and published'],
          ['draft', 'Drafts'],
          ['published', 'Published'],
        ]}
      />
      <FilterSelect
        label="Sort by"
        value={view.sort}
        onChange={(event) => onChange({ sort: event.target.value as PackageListView['sort'] })}
        options={PACKAGE_SORTS.map(({ value, label }) => [value, label] as const)}
      />
    </search>
  )
}
