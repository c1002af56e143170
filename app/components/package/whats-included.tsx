import { useId } from 'react'
import { SampleTag } from '#app/components/package/sample-tag'
import type { ShownFact } from '#app/lib/sample-facts'
import { cn } from '#app/lib/utils'

/**
 * The package's inclusions, one per line of its whatsIncluded text, or SPEC's default list as a sample; each line
 * is inline HTML from the Markdown renderer (`includedHtml`), so bold, italic and links show.
 */
export function WhatsIncludedList({ included }: { included: ShownFact<string[]> }) {
  return (
    <>
      {included.sample ? (
        <p className="mb-3">
          <SampleTag />
        </p>
      ) : null}
      <ul className="check-list space-y-2.5" data-sample={included.sample || undefined}>
        {included.value.map((item) => (
          // One span per line: the line is one flex item beside its tick, however many words are bold.
          <li key={item}>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML from the Markdown renderer, which escapes all raw HTML */}
            <span className="formatted-line" dangerouslySetInnerHTML={{ __html: item }} />
          </li>
        ))}
      </ul>
    </>
  )
}

type WhatsIncludedProps = { included: ShownFact<string[]> | null; className?: string }

/**
 * The mobile-only 'What's Included' section; the sidebar shows the same list on wider screens. Not drawn
 * when staff listed nothing and visitors are reading (decision 50).
 */
export function WhatsIncluded({ included, className }: WhatsIncludedProps) {
  const headingId = useId()
  if (!included) return null
  return (
    <section aria-labelledby={headingId} className={cn('rounded-xl border bg-card p-5 shadow-sm', className)}>
      <h2 id={headingId} className="mb-4 font-semibold text-2xl">
        What's Included
      </h2>
      <WhatsIncludedList included={included} />
    </section>
  )
}
