import { HistoryIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { Badge } from '#app/components/ui/badge'
import { Button } from '#app/components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '#app/components/ui/tooltip'
import type { PricingOption } from '#app/lib/catalogue'
import type { HistoryTarget } from './price-history'
import {
  formatOptionDate,
  formatPrice,
  formatSeats,
  type MergedRow,
  type PricingTableGroup,
} from './pricing-groups'
import { pricingGroupHeadingId } from './pricing-headings'

export type RowActions = {
  onEdit: (options: PricingOption[], single: boolean) => void
  onDelete: (option: PricingOption) => void
  onHistory: (target: HistoryTarget) => void
}

const COLUMNS = ['Departure', 'Return', 'Price', 'Discounted', 'Seats', 'Status', 'Actions']

const dates = (count: number) => `${count} date${count === 1 ? '' : 's'}`

/** SPEC 2's group: airport label, a badge with its number of dates, 'Edit all dates', then the rows. */
export function PricingGroupTable({ group, actions }: { group: PricingTableGroup; actions: RowActions }) {
  const headingId = pricingGroupHeadingId(group.key)
  // Short enough for a button's name, and unique across the groups: 'LGW' or 'all airports'.
  const where = group.airport?.code ?? 'all airports'
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} tabIndex={-1} className="font-semibold text-lg">
            {group.label}
          </h3>
          <Badge variant="secondary">{dates(group.options.length)}</Badge>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Edit all dates from ${where}`}
          onClick={() => actions.onEdit(group.options, group.options.length === 1)}
        >
          <PencilIcon aria-hidden className="size-4" />
          Edit all dates
        </Button>
      </div>
      {/* Scrolls sideways on a phone rather than squeezing seven columns. */}
      <div className="overflow-x-auto">
        <table className="w-full min-w-2xl text-left text-sm">
          <caption className="sr-only">Pricing options from {group.label}</caption>
          <thead>
            <tr className="border-b text-muted-foreground">
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-2 py-2 font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {group.rows.map((row) => (
              <PricingRow key={row.key} row={row} where={where} actions={actions} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/** The returns of a merged row: one date when they agree, else 'Varies' (the tooltip lists each). */
function returnText(row: MergedRow): string {
  const returns = new Set(row.options.map((option) => option.returnDate))
  const [only] = returns
  return returns.size === 1 ? formatOptionDate(only ?? null) : 'Varies'
}

function PricingRow({ row, where, actions }: { row: MergedRow; where: string; actions: RowActions }) {
  const [first] = row.options
  if (!first) return null
  const merged = row.options.length > 1
  const name = merged
    ? `${dates(row.options.length)} at ${formatPrice(row.price)} from ${where}`
    : `${formatOptionDate(first.departureDate)} from ${where}`
  return (
    <tr className="border-b last:border-b-0">
      <td className="whitespace-nowrap px-2 py-2 tabular-nums">
        {merged ? <DatesTooltip options={row.options} /> : formatOptionDate(first.departureDate)}
      </td>
      <td className="whitespace-nowrap px-2 py-2 tabular-nums">
        {merged ? returnText(row) : formatOptionDate(first.returnDate)}
      </td>
      <td className="whitespace-nowrap px-2 py-2 font-medium tabular-nums">{formatPrice(row.price)}</td>
      <td className="whitespace-nowrap px-2 py-2 tabular-nums">{formatPrice(row.discountedPrice)}</td>
      <td className="whitespace-nowrap px-2 py-2 tabular-nums">{formatSeats(row.availableSeats)}</td>
      <td className="px-2 py-2">
        <Badge variant={row.isAvailable ? 'default' : 'outline'}>
          {row.isAvailable ? 'Available' : 'Unavailable'}
        </Badge>
      </td>
      <td className="px-2 py-1">
        <div className="flex flex-wrap gap-1">
          {merged ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Edit all ${name}`}
              onClick={() => actions.onEdit(row.options, false)}
            >
              <PencilIcon aria-hidden className="size-4" />
              Edit all
            </Button>
          ) : (
            <>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Edit ${name}`}
                onClick={() => actions.onEdit([first], true)}
              >
                <PencilIcon aria-hidden className="size-4" />
                Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${name}`}
                onClick={() => actions.onDelete(first)}
              >
                <Trash2Icon aria-hidden className="size-4" />
                Delete
              </Button>
            </>
          )}
          <Button
            variant="ghost"
            size="sm"
            aria-label={`History of ${name}`}
            onClick={() =>
              actions.onHistory({
                title: `Price history: ${name}`,
                optionIds: row.options.map((option) => option.id),
              })
            }
          >
            <HistoryIcon aria-hidden className="size-4" />
            History
          </Button>
        </div>
      </td>
    </tr>
  )
}

/** '3 dates', listing each departure (and return) in a tooltip; a button so keyboard users can open it too. */
function DatesTooltip({ options }: { options: PricingOption[] }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          className="cursor-help rounded-sm font-medium underline decoration-dotted underline-offset-4"
        >
          {dates(options.length)}
        </button>
      </TooltipTrigger>
      <TooltipContent>
        <ul className="flex flex-col gap-0.5 tabular-nums">
          {options.map((option) => (
            <li key={option.id}>
              {formatOptionDate(option.departureDate)}
              {option.returnDate ? ` → ${formatOptionDate(option.returnDate)}` : ''}
            </li>
          ))}
        </ul>
      </TooltipContent>
    </Tooltip>
  )
}
