import type { Response } from 'express'
import { z } from 'zod'
import { wholeNumberField } from '#app/schemas/fields'

/** The most items one answer of a list API holds, asked for or not (decision 38). */
export const MAX_PAGE_SIZE = 100

const LIMIT_MESSAGE = `Use a limit from 1 to ${MAX_PAGE_SIZE}.`
const OFFSET_MESSAGE = 'Use an offset of 0 or more.'

/**
 * `?limit=&offset=` of every list API. Both are optional: a list asked for without them keeps SPEC's
 * shape (a JSON array) and holds its first `MAX_PAGE_SIZE` items.
 */
export const PageQuery = z.object({
  limit: wholeNumberField(LIMIT_MESSAGE, { min: 1, max: MAX_PAGE_SIZE }).optional(),
  offset: wholeNumberField(OFFSET_MESSAGE, { min: 0, max: 1_000_000_000 }).optional(),
})

export type Page = { limit: number; offset: number }

/** The page a query asks for, `MAX_PAGE_SIZE` items from the start when it names none. */
export const pageOf = (query: z.infer<typeof PageQuery>): Page => ({
  limit: query.limit ?? MAX_PAGE_SIZE,
  offset: query.offset ?? 0,
})

/**
 * Answers one page of a list: the items as SPEC's array, the size of the whole list in `X-Total-Count`,
 * and, when there is more, the next page's address in a `Link` header (rel="next").
 */
export function sendPage<T>(res: Response, { items, total }: { items: T[]; total: number }, page: Page) {
  res.setHeader('X-Total-Count', String(total))
  const next = page.offset + items.length
  if (items.length > 0 && next < total) {
    const url = new URL(res.req.originalUrl, 'http://list.invalid')
    url.searchParams.set('limit', String(page.limit))
    url.searchParams.set('offset', String(next))
    res.setHeader('Link', `<${url.pathname}${url.search}>; rel="next"`)
  }
  res.json(items)
}
