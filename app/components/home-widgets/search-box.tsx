import { Form } from 'react-router'
import { Icon } from '#app/components/icon'
import type { SearchBoxOptions } from '#app/components/search/search-labels'
import { SearchSelects } from '#app/components/search/search-selects'
import { Button } from '#app/components/ui/button'

export type { SearchBoxOptions }

/** A plain GET form to the offers page: shareable, and it works before or without JavaScript. */
export function SearchBox({ title, options }: { title: string; options: SearchBoxOptions }) {
  return (
    <section aria-labelledby="search-box-heading" className="bg-primary/5 py-10">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="search-box-heading" className="font-semibold text-2xl">
          {title}
        </h2>
        <Form
          method="get"
          action="/offers"
          className="mt-5 grid gap-4 rounded-xl border bg-card p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-5"
        >
          <SearchSelects options={options} idPrefix="search" />
          <Button type="submit" className="self-end">
            <Icon name="search" size={18} />
            Search Holidays
          </Button>
        </Form>
      </div>
    </section>
  )
}
