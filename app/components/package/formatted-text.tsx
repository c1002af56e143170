import { cn } from '#app/lib/utils'

type FormattedTextProps = { html: string; className?: string }

/**
 * Staff's Markdown as the server rendered it (`renderMarkdown`, app/lib/markdown.ts): that renderer takes no
 * raw HTML and only web, mail and site links, so its output is safe to insert. The back office's preview draws
 * its HTML with this too, so the two look alike.
 */
export function FormattedText({ html, className }: FormattedTextProps) {
  if (!html) return null
  // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML from the Markdown renderer, which escapes all raw HTML
  return <div className={cn('formatted-text', className)} dangerouslySetInnerHTML={{ __html: html }} />
}
