import { data } from 'react-router'
import { siteOrigin } from '#app/lib/site-origin'

/** What a browser says about where a request comes from, when it is one of this site's own pages. */
const OWN_PAGES = new Set(['same-origin', 'none'])

/**
 * A public form post must come from one of this site's pages, as the API's writes must
 * (`server/api/middleware/write-guards.ts`): a browser names the sending page's origin, and says whether
 * it is this site in Sec-Fetch-Site, so another site's page cannot post a lead or a sign-up in a visitor's
 * name. A request saying neither (an old browser, a script) passes, as it does at the API.
 */
export function requireSameSitePost(request: Request, publicUrl: string | undefined) {
  const fetchSite = request.headers.get('sec-fetch-site')
  const origin = request.headers.get('origin')
  const crossSite =
    (fetchSite !== null && !OWN_PAGES.has(fetchSite)) ||
    (origin !== null && origin !== new URL(siteOrigin(publicUrl, request)).origin)
  if (crossSite) throw data({ error: 'This request did not come from this site.' }, { status: 403 })
}

/** The posted form, or a 400 when the body cannot be read as one (a broken multipart body, say). */
export async function readFormPost(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw data({ error: 'The form could not be read.' }, { status: 400 })
  }
}

/** A posted text field, or '' when it is missing or a file. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}
