import type { IncomingHttpHeaders } from 'node:http'
import type { Request, RequestHandler, Response } from 'express'
import onHeaders from 'on-headers'
import type { Database } from '#app/db/client.server'
import { STAFF_ACCOUNT_HEADER } from '#app/lib/staff-account'
import { findSignedInAdmin, sessionToken } from '#app/services/auth/auth.server'
import type { Audience } from '#app/services/packages/visibility.server'

/**
 * How long a shared cache (this process's response cache, or a CDN in front of it) may keep a public answer.
 * Short, because nobody tells a CDN about a write, nor any server about a change made outside the app (the
 * servers of a fleet tell each other theirs, decision 28): this is the longest a visitor can see the old
 * version. Browsers always ask again (max-age=0) and get a 304 when nothing changed.
 */
export const SHARED_CACHE_SECONDS = 30

const PUBLIC = `public, max-age=0, must-revalidate, s-maxage=${SHARED_CACHE_SECONDS}`

/**
 * Finds out once per request whether a member of staff is signed in. Only a live session counts: a stale or
 * made-up session cookie is a visitor's like any other, answered from the cache. A database that cannot
 * say is taken as a visitor, whose public pages the cache may still have.
 */
export function identifyStaff(db: Database): RequestHandler {
  return async (req, res, next) => {
    const cookies = req.headers.cookie
    const admin =
      sessionToken(cookies) === undefined ? null : await findSignedInAdmin(db, cookies).catch(() => undefined)
    // Known either way, the API's session guard uses it instead of asking again (`loadAdminSession`).
    if (admin !== undefined) res.locals.admin = admin
    res.locals.staff = Boolean(admin)
    next()
  }
}

/** Staff see the catalogue as it is this instant and their pages show staff data: nothing of theirs is shared. */
export const isStaffRequest = (res: Response) => res.locals.staff === true

/**
 * Whom a read answers, by the same flag that keeps staff answers out of every shared cache: so a draft shown
 * to staff can never be kept and served to a visitor (decision 37).
 */
export const audienceOf = (res: Response): Audience => (isStaffRequest(res) ? 'staff' : 'visitors')

/** Only a read can be the same for everyone: the answer to a form post is that visitor's own. */
const READS = new Set(['GET', 'HEAD'])

/**
 * Marks a successful read as the same for everyone. Decided when the headers go out, so an error, a
 * redirect, an answer that sets a cookie or the answer to a post is never shared.
 */
export const sharedWhenSuccessful: RequestHandler = (req, res, next) => {
  const shareable = READS.has(req.method) && !isStaffRequest(res)
  onHeaders(res, () => {
    const shared = shareable && res.statusCode === 200 && !res.getHeader('Set-Cookie')
    res.setHeader('Cache-Control', shared ? PUBLIC : 'no-store')
  })
  next()
}

/** The back office and the development pages (in any letter case, as routes match): never kept by anyone. */
const STAFF_PAGES = /^\/(admin|dev)(\/|\.data|$)/i

/**
 * The pages a newsletter email links to (decision 33): each answers about one person's token, and the
 * confirmation page confirms, so none is kept by anyone and their `token` is never dropped as unread.
 */
const PERSONAL_PAGES = /^\/newsletter\/(confirm|unsubscribe)(\/|\.data|$)/i

const isPrivatePage = (path: string) => STAFF_PAGES.test(path) || PERSONAL_PAGES.test(path)

/** As Node keys its request headers. */
const STAFF_ACCOUNT_HEADER_NAME = STAFF_ACCOUNT_HEADER.toLowerCase()

/**
 * An API call from a back-office page whose session has ended: never answered from the cache as a visitor's,
 * so the API can ask for the password instead (decision 52). Only API calls: the header cannot make a page
 * render afresh, and such a call without its session costs a 401, not a render.
 */
const isStaffApiCall = (path: string, headers: IncomingHttpHeaders) =>
  path.startsWith('/api/') && headers[STAFF_ACCOUNT_HEADER_NAME] !== undefined

/**
 * A visitor's read of `path` whose answer may be the same for everyone: anything but the staff and personal
 * pages, and an API call from the back office. Asked by the hot path, of Node's request (`answer-from-memory.ts`).
 */
export const isShareableRead = (method: string | undefined, path: string, headers: IncomingHttpHeaders) =>
  method !== undefined && READS.has(method) && !isPrivatePage(path) && !isStaffApiCall(path, headers)

/** A read whose answer may be the same for everyone: a visitor's, of anything but the staff and personal pages. */
export const isSharedRead = (req: Request, res: Response) =>
  !isStaffRequest(res) && isShareableRead(req.method, req.path, req.headers)

/**
 * Public pages are shared; staff and personal pages are not. Decided as the headers go out, replacing
 * whatever a page said, so an answer carries one Cache-Control.
 */
export const pageCaching: RequestHandler = (req, res, next) => {
  if (!isPrivatePage(req.path)) return sharedWhenSuccessful(req, res, next)
  onHeaders(res, () => res.setHeader('Cache-Control', 'no-store'))
  next()
}
