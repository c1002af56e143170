import type { RequestHandler } from 'express'

/** A page is read (GET, HEAD), and the pages with a form take its post. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST']

/**
 * Any other method is refused before React Router, which builds a fetch Request from every page request:
 * fetch refuses TRACE outright (a 500), and the other methods would reach a page's form action as if posted.
 */
export const pageMethodsOnly: RequestHandler = (req, res, next) => {
  if (PAGE_METHODS.includes(req.method)) return next()
  res
    .status(405)
    .set({ Allow: PAGE_METHODS.join(', '), 'Cache-Control': 'no-store' })
    .json({ error: `Pages do not answer ${req.method} requests.` })
}
