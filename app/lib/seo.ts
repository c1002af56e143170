import type { MetaDescriptor } from 'react-router'

type PageMeta = {
  title: string
  description: string
  /** Absolute origin of the site, such as https://www.example.com. */
  origin: string
  path: string
  image?: string | null
  type?: 'website' | 'product'
  siteName: string
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`)

/** Title, description, canonical link and Open Graph tags for one page. */
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
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: 'en_GB' },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ]
  if (image) tags.push({ property: 'og:image', content: absolute(origin, image) })
  return tags
}

/** Cuts text to a meta-description length on a word boundary. */
export function summarise(text: string | null | undefined, fallback: string, limit = 158): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim()
  if (!clean) return fallback
  if (clean.length <= limit) return clean
  return `${clean.slice(0, clean.lastIndexOf(' ', limit - 1))}…`
}
