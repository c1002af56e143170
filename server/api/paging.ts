import type { Response } from 'express'
import { z } from 'zod'
import { wholeNumberField } from '#app/schemas/fields'

/** The most items one answer of a list API holds, asked for or not (decision 38). */
export const MAX_PAGE_SIZE = 100

/**
 * The most packages one answer of `GET /api/travel-packages` holds: a package in a list carries its texts,
 * images and features (about 5 KB), so a page of 50 stays near 250 KB where 100 would be 500 KB.
 */
export const MAX_PACKAGES_PAGE_SIZE = 50

export type Page = { limit: number; offset: number }

/**
 * `?limit=&offset=` of a list API whose pages hold at most `maxSize` items. Both are optional: a list asked
 * for without them keeps SPEC's shape (a JSON array) and holds its first `maxSize` items.
 */
export function pagingUpTo(maxSize: number) {
  const query = z.object({
    limit: wholeNumberField(`Use a limit from 1 to ${maxSize}.`, { min: 1, max: maxSize }).optional(),
    offset: wholeNumberField(OFFSET_MESSAGE, { min: 0, max: 1_000_000_000 }).optional(),
  })
  /** The page a query asks for, `maxSize` items from the start when it names none. */
  const pageOf = (asked: z.infer<typeof query>): Page => ({
    limit: asked.limit ?? maxSize,
    offset: asked.offset ?? 0,
  })
  return { query, pageOf }
}

const OFFSET_MESSAGE = 'Use an offset of 0 or more.'

export const { query: PageQuery, pageOf } = pagingUpTo(MAX_PAGE_SIZE)

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
