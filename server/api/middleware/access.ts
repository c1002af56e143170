import type { RequestHandler } from 'express'
import { can, NOT_ALLOWED_MESSAGE, type Permission } from '#app/lib/staff-roles'
import { HttpError } from '../http-error'
import { currentAdmin } from './admin-session'

/** Who may call a route: anyone at all, or staff whose role has the permission (decision 35). */
export type Access = Permission | 'anyone'

type AccessGuard = RequestHandler & { readonly access: Access }

/**
 * The first handler of every API route, saying who may call it. Not signed in is 401; signed in with a role
 * that lacks the permission is 403, before the request's input is read. `apiRouter` refuses to build a
 * route without one, and tests/api/protected-routes.test.ts calls each route as each role.
 */
export function access(who: Access): AccessGuard {
  const guard: RequestHandler = (_req, res, next) => {
    if (who === 'anyone') return next()
    const admin = currentAdmin(res)
    if (!admin) return next(new HttpError(401, 'Please sign in to continue.'))
    if (!can(admin.role, who)) return next(new HttpError(403, NOT_ALLOWED_MESSAGE))
    next()
  }
  return Object.assign(guard, { access: who })
}

/** Refuses, mid-request, what the role may not do to this very thing (a raw HTML home section, say). */
export function requirePermission(res: Parameters<RequestHandler>[1], permission: Permission) {
  const admin = currentAdmin(res)
  if (!admin || !can(admin.role, permission)) throw new HttpError(403, NOT_ALLOWED_MESSAGE)
}
