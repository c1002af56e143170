import { useId } from 'react'
import { DEFAULT_INCLUDED, whatsIncludedList } from '#app/lib/package-text'
import { cn } from '#app/lib/utils'

/** The package's inclusions, one per line of its whatsIncluded text, or SPEC's default list. */
export function WhatsIncludedList({ text }: { text: string | null }) {
  // A line typed twice is shown once (it would also give two list items the same key).
  const items = [...new Set(whatsIncludedList(text))]
  return (
    <ul className="check-list space-y-2.5">
      {(items.length > 0 ? items : DEFAULT_INCLUDED).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

/** The mobile-only 'What's Included' section; the sidebar shows the same list on wider screens. */
export function WhatsIncluded({ text, className }: { text: string | null; className?: string }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={cn('rounded-xl border bg-card p-5 shadow-sm', className)}>
      <h2 id={headingId} className="mb-4 font-semibold text-2xl">
        What's Included
      </h2>
      <WhatsIncludedList text={text} />
    </section>
  )
}
