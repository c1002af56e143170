import { serialize } from 'cookie'
import type { Request, RequestHandler, Response } from 'express'
import type { Database } from '#app/db/client.server'
import type { Config } from '#app/env.server'
import { type AdminUser, findSignedInAdmin, SESSION_COOKIE } from '#app/services/auth/auth.server'
import { isSecureRequest } from '../../secure-request'
import { HttpError } from '../http-error'

/**
 * Finds the signed-in admin, if any, for every API request: `identifyStaff` has found it already unless the
 * database failed it, and then this asks again and lets the failure answer (503).
 */
export function loadAdminSession(db: Database): RequestHandler {
  return async (req, res, next) => {
    if (res.locals.admin === undefined) res.locals.admin = await findSignedInAdmin(db, req.headers.cookie)
    next()
  }
}

export const currentAdmin = (res: Response): AdminUser | null => res.locals.admin ?? null

export const requireAdmin: RequestHandler = (_req, res, next) => {
  if (!currentAdmin(res)) return next(new HttpError(401, 'Please sign in to continue.'))
  next()
}

/** The session cookie for this answer, or one that clears it; Secure whenever the browser came over HTTPS. */
export function sessionCookie(
  req: Request,
  config: Config,
  session: { token: string; expiresAt: Date } | null,
) {
  return serialize(SESSION_COOKIE, session?.token ?? '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(req, config),
    path: '/',
    expires: session?.expiresAt ?? new Date(0),
  })
}
