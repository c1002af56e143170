/** The most items one answer of a list API holds, asked for or not (decision 38). */
export const MAX_PAGE_SIZE = 100

/**
 * The most packages one answer of `GET /api/travel-packages` holds: a package in a list carries its texts,
 * images and features (about 5 KB), so a page of 50 stays near 250 KB where 100 would be 500 KB.
 */
export const MAX_PACKAGES_PAGE_SIZE = 50

/**
 * The most pricing options `GET /api/travel-packages/{slugOrId}?include=pricing` lists, the earliest first,
 * with `pricingTotal` saying how many the package has: about 260 bytes each, so the answer stays under 300 KB
 * for a package priced daily from every airport. The rest are paged by `/pricing`.
 */
export const MAX_INCLUDED_PRICING = 1000

/** Which part of a list to read: `limit` items after the first `offset` (decision 38). */
export type ListWindow = { limit: number; offset: number }

/** One page of a list, and how many items the whole list holds. */
export type ListPage<T> = { items: T[]; total: number }
