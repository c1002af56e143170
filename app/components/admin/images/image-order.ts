/**
 * The list with the item at `from` taken out and put back at `to` (both clamped into the list): the one
 * move that dragging and the move up/down buttons make, so both send the same kind of new order.
 */
export function movedTo<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  if (from < 0 || from >= items.length) return next
  const [item] = next.splice(from, 1)
  if (item === undefined) return next
  next.splice(Math.min(Math.max(to, 0), next.length), 0, item)
  return next
}
