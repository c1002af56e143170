import type * as React from 'react'

type AdminPanelProps = {
  /** The heading's id, which names the section for assistive technology. */
  id: string
  title: string
  /** The line under the heading saying what the section is for. */
  description: string
  children: React.ReactNode
}

/** One dashboard section: its heading, what it is for, then its content. */
export function AdminPanel({ id, title, description, children }: AdminPanelProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="font-semibold text-xl">
          {title}
        </h2>
        <p className="text-muted-foreground text-sm">{description}</p>
      </div>
      {children}
    </section>
  )
}
