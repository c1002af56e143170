import type * as React from 'react'
import { paragraphs } from '#app/lib/package-text'

type TabSectionProps = { heading: string; text: string | null; children?: React.ReactNode }

/** A tab's heading and its text, one paragraph per blank-line-separated block, then anything extra. */
export function TabSection({ heading, text, children }: TabSectionProps) {
  return (
    <div className="space-y-6">
      {/* The paragraphs' style sits on their container once, not on each of a page's dozen paragraphs. */}
      <div className="space-y-4 [&>p]:whitespace-pre-line [&>p]:leading-relaxed">
        <h3 className="font-semibold text-2xl">{heading}</h3>
        {paragraphs(text).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {children}
    </div>
  )
}
