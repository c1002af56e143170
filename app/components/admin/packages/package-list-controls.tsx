import { useEffect, useRef, useState } from 'react'
import { useDestinations } from '#app/components/admin/admin-queries'
import { FilterSelect } from '#app/components/admin/filter-select'
import { FormField } from '#app/components/forms/form-field'
import { Input } from '#app/components/ui/input'
import { PACKAGE_SORTS } from '#app/lib/package-list'
import type { PackageListView } from './package-list-view'

/** Long enough to finish a word, short enough to feel live. */
const SEARCH_DELAY_MS = 300

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
      <SearchBox value={view.q} onSearch={(q) => onChange({ q }, { replace: true })} />
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

/**
 * Searches by title or slug as the staff member types, once they pause; each pause replaces the address
 * rather than adding to the history, so Back leaves the search instead of unpicking it letter by letter.
 */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value)
  // The search last sent: the address catching up with it must not undo what was typed since.
  const sent = useRef(value)
  // Back, Forward or 'Clear filters' change the address under the box: it shows what the list shows.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value
      setText(value)
    }
  }, [value])
  useEffect(() => {
    const q = text.trim()
    if (q === sent.current) return
    const timer = setTimeout(() => {
      sent.current = q
      onSearch(q)
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, onSearch])
  return (
    <FormField label="Search packages">
      {(control) => (
        <Input
          {...control}
          type="search"
          placeholder="Title or slug"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      )}
    </FormField>
  )
}
