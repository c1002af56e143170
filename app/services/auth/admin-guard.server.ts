import { data, type RouterContextProvider, redirect } from 'react-router'
import { getAppContext } from '#app/app-context.server'
import { signInPath } from '#app/lib/redirect-target'
import { can, NOT_ALLOWED_MESSAGE, type Permission } from '#app/lib/staff-roles'
import { type AdminUser, findSignedInAdmin } from '#app/services/auth/auth.server'

/** The admin signed in on this page request, or null; the same session cookie the API reads. */
export async function findAdminUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<AdminUser | null> {
  return findSignedInAdmin(getAppContext(context).db, request.headers.get('Cookie'))
}

/**
 * For every admin page loader: the signed-in admin, or a redirect to the sign-in page
 * that comes back to this very address (query included, so '?tab=leads' survives) afterwards. With a
 * `permission`, a role without it gets a 403 page saying so (decision 35).
 */
export async function requireAdminPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  permission?: Permission,
): Promise<AdminUser> {
  const user = await findAdminUser(request, context)
  if (!user) {
    const url = new URL(request.url)
    throw redirect(signInPath(url.pathname + url.search))
  }
  if (permission && !can(user.role, permission)) throw data(NOT_ALLOWED_MESSAGE, { status: 403 })
  return user
}

/**
 * For the /dev pages: the signed-in admin whose role has `permission`; for anyone not signed in, the 404 page
 * an unknown address shows, so visitors are not told the pages exist (decision 50). A role without the
 * permission gets the 403 page.
 */
export async function requireStaffForDevPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  permission: Permission,
): Promise<AdminUser> {
  const user = await findAdminUser(request, context)
  if (!user) throw data(null, { status: 404 })
  if (!can(user.role, permission)) throw data(NOT_ALLOWED_MESSAGE, { status: 403 })
  return user
}
