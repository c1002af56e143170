import { getAppContext } from '#app/app-context.server'
import { publishedOrigin } from '#app/env.server'
import { siteOrigin } from '#app/lib/site-origin'
import { sitemapXml } from '#app/lib/sitemap-xml'
import { listSitemapEntries } from '#app/services/sitemap.server'
import type { Route } from './+types/sitemap-xml'

/** The XML sitemap for crawlers, from the same entries as the /sitemap page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = getAppContext(context)
  const entries = await listSitemapEntries(db).catch(() => null)
  // The request log records the 503. A 503 tells a crawler to come back later; an empty or half sitemap would tell it pages have gone.
  if (!entries) {
    return new Response('The sitemap is unavailable just now.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300' },
    })
  }
  return new Response(sitemapXml(entries, siteOrigin(publishedOrigin(config), request)), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      // Package changes reach crawlers within the hour without rebuilding the list on every fetch.
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
