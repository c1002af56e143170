import type * as React from 'react'

/**
 * A titled part of a panel over a list (a booking's payments, a lead's notes), ruled off from the one above and
 * named by its heading for screen readers.
 */
export function PanelSection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `panel-section-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 border-t pt-4">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  )
}
