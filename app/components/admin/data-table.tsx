import type * as React from 'react'

type DataTableProps = {
  /** Read by screen readers before the rows: what the table lists. */
  caption: string
  /** Column headings; an empty one (a row's buttons) is named for screen readers only. */
  columns: { label: string; visuallyHidden?: boolean }[]
  children: React.ReactNode
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
            {columns.map((column) => (
              <th key={column.label} scope="col" className="px-4 py-2 font-medium">
                {column.visuallyHidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
