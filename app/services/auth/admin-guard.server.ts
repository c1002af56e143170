import { type RouterContextProvider, redirect } from 'react-router'
import { getAppContext } from '#app/app-context.server'
import { signInPath } from '#app/lib/redirect-target'
import { type AdminUser, findSignedInAdmin } from '#app/services/auth/auth.server'

/** The admin signed in on this page request, or null; the same session cookie the API reads. */
export async function findAdminUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<AdminUser | null> {
  return findSignedInAdmin(getAppContext(context).db, request.headers.get('Cookie'))
}

/**
 * For every admin and development page loader: the signed-in admin, or a redirect to the sign-in page
 * that comes back to this very address (query included, so '?tab=leads' survives) afterwards.
 */
export async function requireAdminPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<AdminUser> {
  const user = await findAdminUser(request, context)
  if (user) return user
  const url = new URL(request.url)
  throw redirect(signInPath(url.pathname + url.search))
}
