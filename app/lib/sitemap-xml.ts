import type { SitemapEntry } from './catalogue'

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Escapes text for an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character)
}

/** 'YYYY-MM-DD' from an ISO date or date-time; null when the text does not start with a date. */
function lastmod(value: string | undefined): string | null {
  const date = /^\d{4}-\d{2}-\d{2}/.exec(value ?? '')
  return date ? date[0] : null
}

/**
 * The sitemaps.org XML for the given entries. `origin` is prefixed rather than resolved, so a site served
 * under a path (PUBLIC_URL=https://example.com/holidays) keeps it; `new URL` then percent-encodes anything a
 * crawler would reject, such as spaces or accented letters in a slug.
 */
export function sitemapXml(entries: SitemapEntry[], origin: string): string {
  const urls = entries.map((entry) => {
    const loc = new URL(`${origin}${entry.url}`).href
    const modified = lastmod(entry.lastModified)
    const lines = [`    <loc>${escapeXml(loc)}</loc>`]
    if (modified) lines.push(`    <lastmod>${modified}</lastmod>`)
    return `  <url>\n${lines.join('\n')}\n  </url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
