import { Form } from 'react-router'
import { Icon } from '#app/components/icon'
import type { SearchBoxOptions } from '#app/components/search/search-labels'
import { SearchSelects } from '#app/components/search/search-selects'
import { Button } from '#app/components/ui/button'
import { searchQuery } from '#app/lib/package-search'
import type { PackageSearch } from '#app/schemas/package-search'

/** The search box again, filled in with the current search, to change it in place (a GET form, no JS needed). */
export function RefineSearch({ filters, options }: { filters: PackageSearch; options: SearchBoxOptions }) {
  return (
    <section aria-labelledby="refine-search-heading" className="mt-8 rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="refine-search-heading" className="font-semibold text-lg">
        Search Holidays
      </h2>
      <Form method="get" action="/offers" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {/*
         * Keyed by the search, so the selects show the new choices after a client-side navigation. Only they
         * are: the button stays the same element, and keeps the focus of a visitor who pressed it.
         */}
        <SearchSelects key={searchQuery(filters)} options={options} values={filters} idPrefix="refine" />
        <Button type="submit" className="self-end">
          <Icon name="search" size={18} />
          Update Results
        </Button>
      </Form>
    </section>
  )
}
