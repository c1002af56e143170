/**
 * The pictures social networks show for a shared link (Open Graph). They show neither SVG nor odd sizes, so
 * every page names a JPEG of 1200 x 630, the size they all crop to, rendered by the server (`/og/…`,
 * `server/og-images.ts`): a package's from its hero picture, and the site's for every other page.
 */
export const OG_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const

/** The scene the site's picture is made of (under public/); the agency's logo is drawn on it. */
export const SITE_ART = { scene: '/images/seed/venice-grand-canal.svg' } as const

/** Raised whenever the rendering changes, so every picture gets a new address and no cache keeps an old one. */
const RENDERING = 1

/**
 * A short fingerprint of what a picture is made from. Uploads never change under their name and seed art only
 * with a release, so the source's address is the picture: its fingerprint in the path lets caches keep the
 * picture for good and a new hero picture get a new address. FNV-1a, so browsers can work it out too.
 */
export function ogImageVersion(source: string | null): string {
  let hash = 0x811c9dc5
  for (const char of `${RENDERING}:${source ?? ''}`) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

export const siteOgImagePath = () => `/og/site/${ogImageVersion(SITE_ART.scene)}.jpg`

/** The package's picture; `source` is its hero's address (`cardImage`), or null for none. */
export const packageOgImagePath = (slug: string, source: string | null) =>
  `/og/package/${encodeURIComponent(slug)}/${ogImageVersion(source)}.jpg`
