import type * as React from 'react'
import { cn } from '#app/lib/utils'

/** A scrollable data table for the /dev pages: wide tables scroll sideways on a phone. */
export function DevTable({ caption, children }: { caption: string; children: React.ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-4 pb-2 text-left font-semibold">{caption}</caption>
        {children}
      </table>
    </div>
  )
}

export function HeaderCell({ children, numeric = false }: { children: React.ReactNode; numeric?: boolean }) {
  return (
    <th
      scope="col"
      className={cn('whitespace-nowrap border-b bg-muted/50 px-4 py-2 font-medium', numeric && 'text-right')}
    >
      {children}
    </th>
  )
}

export function Cell({ children, numeric = false }: { children: React.ReactNode; numeric?: boolean }) {
  return <td className={cn('border-b px-4 py-2', numeric && 'text-right tabular-nums')}>{children}</td>
}
