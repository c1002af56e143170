import type { MetaDescriptor } from 'react-router'
import { OG_IMAGE, siteOgImagePath } from './og-image'

type PageMeta = {
  title: string
  description: string
  /** Absolute origin of the site, such as https://www.example.com. */
  origin: string
  path: string
  /** The picture a shared link shows (`app/lib/og-image.ts`); the site's when the page has none of its own. */
  image?: { path: string; alt: string }
  type?: 'website' | 'product'
  siteName: string
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`)

/** Title, description, canonical link and Open Graph tags (with a picture of known size) for one page. */
export function pageMeta({
  title,
  description,
  origin,
  path,
  image,
  type = 'website',
  siteName,
}: PageMeta): MetaDescriptor[] {
  const canonical = absolute(origin, path)
  const picture = image ?? { path: siteOgImagePath(), alt: siteName }
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: 'en_GB' },
    { property: 'og:image', content: absolute(origin, picture.path) },
    { property: 'og:image:type', content: OG_IMAGE.type },
    { property: 'og:image:width', content: String(OG_IMAGE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE.height) },
    { property: 'og:image:alt', content: picture.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
}

/** Search engines cut titles at about 600 pixels, near 65 characters; longer ones lose their end. */
export const MAX_TITLE_LENGTH = 65

const TITLE_SEPARATOR = ' | '

/** Below this, a page's own words would be cut too short to say anything: the title drops the site's name. */
const MIN_PAGE_WORDS_LENGTH = 24

/** What a cut should not end on before its ellipsis. */
const LOOSE_ENDS = new Set([' ', ',', '.', ';', ':', '|', '-', '–'])

/** Text of at most `limit` characters, cut at the last whole word with an ellipsis when it is longer. */
export function shorten(text: string, limit: number): string {
  if (text.length <= limit) return text
  const lastSpace = text.lastIndexOf(' ', limit - 1)
  // A single word longer than the limit is cut where it must be.
  let end = lastSpace > 0 ? lastSpace : limit - 1
  while (end > 0 && LOOSE_ENDS.has(text.charAt(end - 1))) end -= 1
  return `${text.slice(0, end)}…`
}

/**
 * A page's title: '{page} | {site}', at most MAX_TITLE_LENGTH characters. A `detail` (a package's nights
 * and price) is added after the page's name while it fits and dropped first; then the page's name is cut on
 * a word boundary, keeping the site's name; only a site name too long to leave room goes.
 */
export function pageTitle({ page, detail, siteName }: { page: string; detail?: string; siteName: string }) {
  const withSite = (text: string) => `${text}${TITLE_SEPARATOR}${siteName}`
  const candidates = detail ? [`${page}, ${detail}`, page] : [page]
  const fitting = candidates.map(withSite).find((title) => title.length <= MAX_TITLE_LENGTH)
  if (fitting) return fitting
  const room = MAX_TITLE_LENGTH - TITLE_SEPARATOR.length - siteName.length
  return room >= MIN_PAGE_WORDS_LENGTH ? withSite(shorten(page, room)) : shorten(page, MAX_TITLE_LENGTH)
}

/** Cuts text to a meta-description length on a word boundary. */
export function summarise(text: string | null | undefined, fallback: string, limit = 158): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim()
  return clean ? shorten(clean, limit) : fallback
}
