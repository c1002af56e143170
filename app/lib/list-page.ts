/** Which part of a list to read: `limit` items after the first `offset` (decision 38). */
export type ListWindow = { limit: number; offset: number }

/** One page of a list, and how many items the whole list holds. */
export type ListPage<T> = { items: T[]; total: number }
