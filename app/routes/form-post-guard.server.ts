import { data } from 'react-router'
import { CROSS_SITE_MESSAGE, isCrossSite, siteOrigin } from '#app/lib/site-origin'
import { NUL_MESSAGE } from '#app/schemas/fields'

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

/** A call-back form is a few hundred bytes; its message is at most 2,000 characters. */
const MAX_FORM_BYTES = 16 * 1024

/**
 * The posted form, or a 413 past MAX_FORM_BYTES, or a 400 when the body cannot be read as one (a broken
 * multipart body, say) or holds a NUL character. The body is read with a running count rather than by
 * `request.formData()`, which holds whatever arrives: one 300 MB post took the process to 4.7 GB.
 */
export async function readFormPost(request: Request): Promise<FormData> {
  const tooLarge = () => data({ error: 'The form is too large.' }, { status: 413 })
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BYTES) throw tooLarge()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let received = 0
  const reader = request.body?.getReader()
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    received += read.value.byteLength
    if (received > MAX_FORM_BYTES) {
      await reader?.cancel()
      throw tooLarge()
    }
    chunks.push(read.value)
  }
  let form: FormData
  try {
    const headers = { 'content-type': request.headers.get('content-type') ?? '' }
    form = await new Response(new Blob(chunks), { headers }).formData()
  } catch {
    throw data({ error: 'The form could not be read.' }, { status: 400 })
  }
  // Refused whole, as the API refuses a body holding one: PostgreSQL cannot store it, and no one types it.
  if ([...form].some(([name, value]) => hasNul(name) || (typeof value === 'string' && hasNul(value)))) {
    throw data({ error: NUL_MESSAGE }, { status: 400 })
  }
  return form
}

const hasNul = (text: string) => text.includes('\u0000')

/** A posted text field, or '' when it is missing or a file. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}
