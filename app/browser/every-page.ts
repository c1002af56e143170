import { MAX_PAGE_SIZE } from '#app/lib/list-page'
import { apiPage } from './api-client'

/** The offsets of the pages after the first that a list of `total` items needs. */
export function laterPageOffsets(total: number, pageSize = MAX_PAGE_SIZE): number[] {
  const offsets: number[] = []
  for (let offset = pageSize; offset < total; offset += pageSize) offsets.push(offset)
  return offsets
}

/**
 * Every item of a paged list API (`path` without limit or offset): the first page says how many there are in
 * `X-Total-Count`, and the rest are asked for together. For lists the caller keeps small, such as a month of
 * one package's prices; a list that can grow without bound should be shown a page at a time instead.
 */
export async function fetchEveryPage<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  const separator = path.includes('?') ? '&' : '?'
  const pageAt = (offset: number) =>
    apiPage<T>(`${path}${separator}limit=${MAX_PAGE_SIZE}&offset=${offset}`, { signal })
  const first = await pageAt(0)
  const rest = await Promise.all(laterPageOffsets(first.total).map(pageAt))
  return [first, ...rest].flatMap((page) => page.items)
}
