import type { RequestHandler } from 'express'
import { STAFF_ACCOUNT_HEADER } from '#app/lib/staff-account'
import { HttpError } from '../http-error'
import { currentAdmin } from './admin-session'
import { PUBLIC_WRITES } from './write-guards'

const SESSION_ENDED = 'Please sign in to continue.'
const ANOTHER_ACCOUNT =
  'This browser is now signed in as another account. Sign in again as the account this page was opened for.'

/**
 * A back-office page names the account it was opened for on every call (`X-Staff-Account`, decision 52); such
 * a call is answered only for that account's live session. So a save is never made in the name of whoever
 * signed in since in another tab, and a read after the session ended is a 401 that asks for the password,
 * not a visitor's answer without the drafts. Signing in and out, and the other public writes, change or need
 * no session and are left alone. Calls that name no account are untouched.
 */
export const sameStaffAccount: RequestHandler = (req, res, next) => {
  const named = req.get(STAFF_ACCOUNT_HEADER)
  if (named === undefined || PUBLIC_WRITES.has(`${req.method} ${req.path}`)) return next()
  const admin = currentAdmin(res)
  if (!admin) return next(new HttpError(401, SESSION_ENDED))
  if (String(admin.id) !== named.trim()) return next(new HttpError(401, ANOTHER_ACCOUNT))
  next()
}
