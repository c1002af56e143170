import type { Response } from 'express'
import { z } from 'zod'
import { type ListPage, type ListWindow, MAX_PAGE_SIZE } from '#app/lib/list-page'
import { wholeNumberField } from '#app/schemas/fields'

const OFFSET_MESSAGE = 'Use an offset of 0 or more.'

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
  const pageOf = (asked: z.infer<typeof query>): ListWindow => ({
    limit: asked.limit ?? maxSize,
    offset: asked.offset ?? 0,
  })
  return { query, pageOf }
}

export const { query: PageQuery, pageOf } = pagingUpTo(MAX_PAGE_SIZE)

/**
 * Answers one page of a list: the items as SPEC's array, the size of the whole list in `X-Total-Count`,
 * and, when there is more, the next page's address in a `Link` header (rel="next").
 */
export function sendPage<T>(res: Response, { items, total }: ListPage<T>, page: ListWindow) {
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
