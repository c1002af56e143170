import { getAppContext } from '#app/app-context.server'
import { publishedOrigin } from '#app/env.server'
import { siteOrigin } from '#app/lib/site-origin'
import type { Route } from './+types/robots-txt'

/** Crawl everything public; the back office and the JSON API are not pages to index. */
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(publishedOrigin(getAppContext(context).config), request)
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ]
  return new Response(body.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  })
}
