import type { RequestHandler } from 'express'

/**
 * A percent-encoded unreserved character (RFC 3986, 2.3: a letter, a digit, `-`, `.`, `_`, `~`), in either
 * letter case of its hex: the same address as the character itself, to a router that decodes the path.
 * Every other escape (`%2F`, `%00`, `%20`…) stays as it came.
 */
const ENCODED_UNRESERVED = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[de]|5f|7e)/i
const EVERY_ENCODED_UNRESERVED = new RegExp(ENCODED_UNRESERVED.source, 'gi')

/** A `.` or `..` segment: `/./`, `/../`, or one at the end. */
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/

/** Where the path ends: the query, or a fragment as Express's address parser reads one. */
const PATH_END = /[?#]/

/** Whether a request path is in its plain form: nothing a router would decode or resolve to another path. */
export const isPlainPath = (path: string) =>
  !(path.includes('%') && ENCODED_UNRESERVED.test(path)) && !DOT_SEGMENT.test(path)

/** RFC 3986's remove_dot_segments, for a path that begins with `/`. */
function withoutDotSegments(path: string) {
  const segments = path.split('/').slice(1)
  const kept: string[] = []
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1
    if (segment === '..') kept.pop()
    else if (segment !== '.') kept.push(segment)
    // `/a/b/..` is `/a/`: a path that ended in a dot segment ends in a slash.
    if (last && (segment === '.' || segment === '..')) kept.push('')
  })
  return `/${kept.join('/')}`
}

/** The plain form of a path: its encoded unreserved characters decoded, then its dot segments resolved. */
export const plainPathOf = (path: string) =>
  withoutDotSegments(
    path.replaceAll(EVERY_ENCODED_UNRESERVED, (encoded) =>
      String.fromCharCode(Number.parseInt(encoded.slice(1), 16)),
    ),
  )

/**
 * A path another site's address could be read from, as a browser reads a Location: `//host` and `/\host`
 * name another host.
 */
const leavesTheSite = (path: string) => path[1] === '/' || path[1] === '\\'

/**
 * Sends an address that is not in its plain form to its plain form, the query kept byte for byte (issue 38,
 * decision 62). The router decodes `%61dmin` to `admin` and resolves `/x/../admin`, but the rules that say
 * which pages are private, personal or hold a token read the path as it came: an address only a router
 * would take for a staff or token page was kept as a public one, its token dropped. After this, every rule
 * sees the path the router matches. A read gets a 301; any other method a 308, which a browser repeats with
 * its body, so a form posted to such an address still lands. A plain form that would leave the site is a 400.
 */
export const plainPathsOnly: RequestHandler = (req, res, next) => {
  const end = req.url.search(PATH_END)
  const path = end === -1 ? req.url : req.url.slice(0, end)
  if (isPlainPath(path)) return next()
  const plain = plainPathOf(path)
  res.set('Cache-Control', 'no-store')
  if (leavesTheSite(plain)) {
    return res.status(400).json({ error: 'The request target must be a path on this site.' })
  }
  const status = req.method === 'GET' || req.method === 'HEAD' ? 301 : 308
  res
    .status(status)
    .set('Location', plain + (end === -1 ? '' : req.url.slice(end)))
    .end()
}
