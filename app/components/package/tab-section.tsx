import type * as React from 'react'
import { FormattedText } from '#app/components/package/formatted-text'

type TabSectionProps = { heading: string; html: string; children?: React.ReactNode }

/** A tab's heading and its formatted text, then anything extra. */
export function TabSection({ heading, html, children }: TabSectionProps) {
  return (
    <div className="space-y-6">
      <div className="space-y-4">
        <h3 className="font-semibold text-2xl">{heading}</h3>
        <FormattedText html={html} />
      </div>
      {children}
    </div>
  )
}
