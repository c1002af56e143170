import { asc } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { travelPackages } from '#app/db/schema.server'
import type { SitemapEntry } from '#app/lib/catalogue'
import { publishedOnly } from '#app/services/packages/visibility.server'

const PAGES: SitemapEntry[] = [
  { type: 'page', url: '/', title: 'Home' },
  { type: 'page', url: '/offers', title: 'Our Latest Holiday Offers' },
  { type: 'page', url: '/search-widget', title: 'Search Holidays' },
  { type: 'page', url: '/travelify', title: 'Search Online' },
  { type: 'page', url: '/sitemap', title: 'Sitemap' },
]

const LEGAL: SitemapEntry[] = [
  { type: 'legal', url: '/terms', title: 'Terms and Conditions' },
  { type: 'legal', url: '/privacy', title: 'Privacy Policy' },
]

/** Every public page a visitor or crawler can reach, published packages with their last change. */
export async function listSitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const packages = await db
    .select({ slug: travelPackages.slug, title: travelPackages.title, updatedAt: travelPackages.updatedAt })
    .from(travelPackages)
    .where(publishedOnly)
    .orderBy(asc(travelPackages.title))
  return [
    ...PAGES,
    ...packages.map(
      (pkg): SitemapEntry => ({
        type: 'package',
        url: `/package/${pkg.slug}`,
        title: pkg.title,
        lastModified: pkg.updatedAt.toISOString(),
      }),
    ),
    ...LEGAL,
  ]
}
