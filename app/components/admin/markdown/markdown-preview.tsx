import { useDeferredValue } from 'react'
import { FormattedText } from '#app/components/package/formatted-text'
import { WhatsIncludedList } from '#app/components/package/whats-included'
import { renderMarkdown } from '#app/lib/markdown'
import { includedHtml } from '#app/lib/package-texts'

/** 'blocks': a text of paragraphs, headings and lists; 'lines': a list written one item per line. */
export type MarkdownPreviewKind = 'blocks' | 'lines'

type MarkdownPreviewProps = { label: string; text: string; kind: MarkdownPreviewKind }

/**
 * The text as the package page will show it: the same renderer and the same components as the page's loader
 * and tabs. Rendering waits for a pause in typing (useDeferredValue), so a long text never slows the keys.
 */
export function MarkdownPreview({ label, text, kind }: MarkdownPreviewProps) {
  const shown = useDeferredValue(text)
  const html = kind === 'blocks' ? renderMarkdown(shown) : ''
  const lines = kind === 'lines' ? includedHtml(shown, false) : null
  return (
    <section aria-label={label} className="min-w-0 overflow-auto rounded-md border bg-card px-3 py-2 text-sm">
      <p
        aria-hidden="true"
        className="mb-2 font-medium text-muted-foreground text-xs uppercase tracking-wide"
      >
        Preview
      </p>
      {html ? <FormattedText html={html} /> : null}
      {lines ? <WhatsIncludedList included={lines} /> : null}
      {!html && !lines ? <p className="text-muted-foreground">Nothing to show yet.</p> : null}
    </section>
  )
}
