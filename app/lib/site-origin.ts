/**
 * The site's absolute origin for links that leave the page (canonical URLs, the sitemap, robots.txt): the
 * configured PUBLIC_URL when set, since behind a proxy the request may arrive on an internal host, else the
 * origin the request came in on.
 */
export function siteOrigin(publicUrl: string | undefined, request: Request): string {
  return publicUrl ?? new URL(request.url).origin
}
