import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react'
import type * as React from 'react'

/** A column the list can be ordered by: which way it is now, and what pressing its heading does. */
export type ColumnSort = { direction: 'ascending' | 'descending' | 'none'; onSort: () => void }

type Column = { label: string; visuallyHidden?: boolean; sort?: ColumnSort }

type DataTableProps = {
  /** Read by screen readers before the rows: what the table lists. */
  caption: string
  /** Column headings; an empty one (a row's buttons) is named for screen readers only. */
  columns: Column[]
  children: React.ReactNode
}

const SORT_ICONS = { ascending: ArrowUpIcon, descending: ArrowDownIcon, none: ArrowUpDownIcon }

/** A heading that orders the list when pressed, saying which way in `aria-sort`. */
function SortableHeading({ label, sort }: { label: string; sort: ColumnSort }) {
  const Icon = SORT_ICONS[sort.direction]
  return (
    <th scope="col" aria-sort={sort.direction} className="px-2 py-1 font-medium">
      <button
        type="button"
        onClick={sort.onSort}
        className="inline-flex cursor-pointer items-center gap-1 rounded-md px-2 py-1 hover:bg-accent hover:text-accent-foreground"
      >
        {label}
        <Icon aria-hidden className="size-3.5" />
      </button>
    </th>
  )
}

/**
 * An admin list as a table that scrolls sideways inside its own box on a narrow screen. Positioned, so the
 * screen-reader-only caption and headings stay inside that box at 320 px.
 */
export function DataTable({ caption, columns, children }: DataTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-xl border bg-card shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            {columns.map((column) =>
              column.sort ? (
                <SortableHeading key={column.label} label={column.label} sort={column.sort} />
              ) : (
                <th key={column.label} scope="col" className="px-4 py-2 font-medium">
                  {column.visuallyHidden ? <span className="sr-only">{column.label}</span> : column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
