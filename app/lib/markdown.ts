import MarkdownIt, { type StateCore, type Token } from 'markdown-it'

/**
 * The package texts' Markdown (decision 57): headings, bold, italic, lists and links, nothing else. Raw HTML is
 * never parsed (`html: false`, so `<b>` shows as typed); code, quotes, tables, images, rules, underlined
 * headings and entities are off, so plain text written before Markdown reads as it did. A single line break
 * stays a line break (`breaks`), as the old `white-space: pre-line` paragraphs showed it.
 *
 * One module renders for the package page (in its loader, on the server) and for the back office's preview, so
 * what staff preview is what visitors get. Public components must not import it: the loaders send them HTML.
 */
const markdown = new MarkdownIt('zero', { html: false, breaks: true, linkify: false, typographer: false })
markdown.enable(['heading', 'list', 'emphasis', 'link', 'newline', 'escape'])

/** Web and mail links, and paths on this site (one leading slash: `//host` and `/\\host` are other hosts). */
const ALLOWED_LINK = /^(?:https?:\/\/|mailto:|\/(?![/\\]))/i
const EXTERNAL_LINK = /^https?:\/\//i

markdown.validateLink = (url) => ALLOWED_LINK.test(url)

/** The texts sit under the page's h3 tab headings, so `#` is an h4 and the outline stays whole. */
const HEADING_SHIFT = 3

markdown.core.ruler.push('shift_headings', (state) => {
  for (const token of state.tokens) {
    if (token.type === 'heading_open' || token.type === 'heading_close') {
      token.tag = `h${Math.min(Number(token.tag.slice(1)) + HEADING_SHIFT, 6)}`
    }
  }
})

// An external link opens in a new tab, says so to screen readers, and passes no ranking and no window.opener. A
// link left without an address (`[text]()`, or one refused by validateLink) is its text alone.
markdown.core.ruler.push('links', (state) => {
  for (const block of state.tokens) {
    if (block.type === 'inline' && block.children) block.children = finishLinks(block.children, state)
  }
})

type LinkKind = 'external' | 'internal' | 'none'

function linkKind(href: string): LinkKind {
  if (!ALLOWED_LINK.test(href)) return 'none'
  return EXTERNAL_LINK.test(href) ? 'external' : 'internal'
}

function finishLinks(children: Token[], state: StateCore): Token[] {
  // Links do not nest, but a stack costs nothing and pairs each close with its own open.
  const open: LinkKind[] = []
  return children.flatMap((token) => {
    if (token.type === 'link_open') {
      const kind = linkKind(String(token.attrGet('href') ?? ''))
      open.push(kind)
      if (kind === 'none') return []
      if (kind === 'external') {
        token.attrSet('rel', 'nofollow noopener')
        token.attrSet('target', '_blank')
      }
    } else if (token.type === 'link_close') {
      const kind = open.pop()
      if (kind === 'none') return []
      if (kind === 'external') {
        const note = new state.Token('html_inline', '', 0)
        note.content = '<span class="sr-only"> (opens in a new tab)</span>'
        return [note, token]
      }
    }
    return [token]
  })
}

/** Staff's Markdown as HTML blocks (paragraphs, headings, lists); '' for no text. */
export function renderMarkdown(text: string | null | undefined): string {
  return text?.trim() ? markdown.render(text) : ''
}

/** One line's Markdown (bold, italic, links) as inline HTML, for a list item such as a What's Included line. */
export function renderMarkdownInline(text: string): string {
  return markdown.renderInline(text)
}

/**
 * The words of a Markdown text without its markup, for what reads sentences (the hotel summary and highlights,
 * the card and meta descriptions): paragraphs keep their line breaks and are separated by a blank line; each
 * list item is a `- ` line, the form the highlights take as the staff's own points; headings are titles, not
 * sentences, and are left out.
 */
export function markdownPlainText(text: string | null | undefined): string {
  if (!text?.trim()) return ''
  let plain = ''
  let inHeading = false
  let itemStarts = false
  let lastWasItem = false
  for (const token of markdown.parse(text, {})) {
    if (token.type === 'heading_open') inHeading = true
    else if (token.type === 'heading_close') inHeading = false
    else if (token.type === 'list_item_open') itemStarts = true
    else if (token.type === 'inline' && !inHeading) {
      const block = itemStarts ? `- ${inlineText(token.children ?? [])}` : inlineText(token.children ?? [])
      // List items follow each other line by line; other blocks keep a blank line between them.
      const separator = itemStarts && lastWasItem ? '\n' : '\n\n'
      plain = plain ? `${plain}${separator}${block}` : block
      lastWasItem = itemStarts
      itemStarts = false
    }
  }
  return plain
}

function inlineText(children: Token[]): string {
  return children
    .map((child) => {
      if (child.type === 'text') return child.content
      return child.type === 'softbreak' || child.type === 'hardbreak' ? '\n' : ''
    })
    .join('')
}
