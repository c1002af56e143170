import { describe, expect, it } from 'vitest'
import { markdownPlainText, renderMarkdown, renderMarkdownInline } from './markdown'

describe('renderMarkdown', () => {
  it('shows plain text written before Markdown as it was: a paragraph per blank-line block, line breaks kept', () => {
    expect(renderMarkdown('Day 1: Arrive.\nCheck in.\n\nDay 2: Explore.\r\n  \r\nDay 3: Home.\n\n\n')).toBe(
      '<p>Day 1: Arrive.<br>\nCheck in.</p>\n<p>Day 2: Explore.</p>\n<p>Day 3: Home.</p>\n',
    )
  })

  it('leaves the rest of plain text alone: no code blocks, quotes, rules, underlined headings or entities', () => {
    const html = renderMarkdown('    Indented\n> Quoted\n---\nTitle\n===\nB&amp;B at 5 * 2 `stars`')
    expect(html).toBe(
      '<p>Indented<br>\n&gt; Quoted<br>\n---<br>\nTitle<br>\n===<br>\nB&amp;amp;B at 5 * 2 `stars`</p>\n',
    )
  })

  it('draws bold, italic, headings below the tab heading, and both kinds of list', () => {
    expect(
      renderMarkdown(
        '# Day by day\n## Day 1\nA **long** *lunch*.\n\n- Murano\n- Burano\n\n1. Arrive\n2. Leave',
      ),
    ).toBe(
      '<h4>Day by day</h4>\n<h5>Day 1</h5>\n<p>A <strong>long</strong> <em>lunch</em>.</p>\n' +
        '<ul>\n<li>Murano</li>\n<li>Burano</li>\n</ul>\n<ol>\n<li>Arrive</li>\n<li>Leave</li>\n</ol>\n',
    )
  })

  it('never passes raw HTML through: tags and their attributes are shown as text', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n<img src=x onerror=alert(1)> <a href="https://x">x</a>',
    )
    expect(html).not.toMatch(/<(script|img|a)\b/)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('makes no link of a script, data, file, protocol-relative or empty address', () => {
    const html = renderMarkdown(
      '[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](data:text/html,x) [d](file:///etc/passwd) ' +
        '[e](//evil.example) [g]() [h](vbscript:x)',
    )
    expect(html).not.toContain('<a')
    expect(html).toContain(' g ')
  })

  it('keeps a backslash after the first slash on this site, where a browser would read another host', () => {
    expect(renderMarkdown('[f](/\\evil.example)')).toBe('<p><a href="/%5Cevil.example">f</a></p>\n')
  })

  it('gives an external link rel="nofollow noopener", a new tab and a word saying so', () => {
    expect(renderMarkdown('[Tourist tax](https://example.com/tax "Rates")')).toBe(
      '<p><a href="https://example.com/tax" title="Rates" rel="nofollow noopener" target="_blank">Tourist tax' +
        '<span class="sr-only"> (opens in a new tab)</span></a></p>\n',
    )
  })

  it('keeps links on this site and mail links in place, without rel', () => {
    expect(renderMarkdown('[Offers](/offers) or [write](mailto:hello@example.com)')).toBe(
      '<p><a href="/offers">Offers</a> or <a href="mailto:hello@example.com">write</a></p>\n',
    )
  })

  it('turns no bare address into a link, as plain text never did', () => {
    expect(renderMarkdown('See https://example.com')).toBe('<p>See https://example.com</p>\n')
  })

  it('is empty without text', () => {
    expect(renderMarkdown(null)).toBe('')
    expect(renderMarkdown('  \n ')).toBe('')
  })
})

describe('renderMarkdownInline', () => {
  it('draws one line without a paragraph around it, and escapes HTML', () => {
    expect(renderMarkdownInline('**Free** transfers & <b>wine</b>')).toBe(
      '<strong>Free</strong> transfers &amp; &lt;b&gt;wine&lt;/b&gt;',
    )
  })
})

describe('markdownPlainText', () => {
  it('keeps the words, line breaks and paragraphs, and writes list items as - lines', () => {
    const text =
      'A **restored** palazzo. Near the [Rialto](https://example.com).\nFree wifi.\n\n* Rooftop *bar*\n1. Spa\n\nMore.'
    expect(markdownPlainText(text)).toBe(
      'A restored palazzo. Near the Rialto.\nFree wifi.\n\n- Rooftop bar\n- Spa\n\nMore.',
    )
  })

  it('leaves headings out: they are titles, not sentences', () => {
    expect(markdownPlainText('## The hotel\nA quiet place.')).toBe('A quiet place.')
  })

  it('gives plain text back as it was', () => {
    expect(markdownPlainText('One.\nTwo.\n\nThree.')).toBe('One.\nTwo.\n\nThree.')
    expect(markdownPlainText(null)).toBe('')
  })
})
