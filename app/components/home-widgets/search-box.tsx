import { Form } from 'react-router'
import { Icon } from '#app/components/icon'
import { Button } from '#app/components/ui/button'
import type { Airport, Destination } from '#app/lib/catalogue'
import { DURATION_BANDS } from '#app/lib/search-options'

export type SearchBoxOptions = {
  destinations: Destination[]
  airports: Airport[]
  months: { value: string; label: string }[]
}

type Choice = { value: string; label: string }

/** A plain GET form to the offers page: shareable, and it works before or without JavaScript. */
export function SearchBox({ title, options }: { title: string; options: SearchBoxOptions }) {
  const fields: { name: string; label: string; choices: readonly Choice[] }[] = [
    {
      name: 'destination',
      label: 'Destination',
      choices: options.destinations.map((destination) => ({
        value: String(destination.id),
        label: destination.name,
      })),
    },
    { name: 'month', label: 'Month', choices: options.months },
    { name: 'duration', label: 'Duration', choices: DURATION_BANDS },
    {
      name: 'airport',
      label: 'Departure Airport',
      choices: options.airports.map((airport) => ({
        value: airport.code,
        label: `${airport.name} (${airport.code})`,
      })),
    },
  ]
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
          {fields.map((field) => (
            <div key={field.name} className="flex flex-col gap-1.5">
              <label htmlFor={`search-${field.name}`} className="font-medium text-sm">
                {field.label}
              </label>
              <select
                id={`search-${field.name}`}
                name={field.name}
                defaultValue=""
                className="h-10 rounded-md border border-input bg-background px-3 text-sm"
              >
                <option value="">Any</option>
                {field.choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <Button type="submit" className="self-end">
            <Icon name="search" size={18} />
            Search Holidays
          </Button>
        </Form>
      </div>
    </section>
  )
}
