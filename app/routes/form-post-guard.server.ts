import { data } from 'react-router'
import { CROSS_SITE_MESSAGE, isCrossSite, siteOrigin } from '#app/lib/site-origin'

/**
 * A public form post must come from one of this site's pages, as the API's writes must
 * (`server/api/middleware/write-guards.ts`), so another site's page cannot post a lead or a sign-up in a
 * visitor's name.
 */
export function requireSameSitePost(request: Request, publicUrl: string | undefined) {
  const headers = { origin: request.headers.get('origin'), fetchSite: request.headers.get('sec-fetch-site') }
  if (isCrossSite(headers, new URL(siteOrigin(publicUrl, request)).origin))
    throw data({ error: CROSS_SITE_MESSAGE }, { status: 403 })
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
