/**
 * The ids in their new order once the package `id` is put at `index` (dragged there, or moved one place by
 * Move Up or Move Down), for `PUT /api/travel-packages/featured-order`. Null when nothing would change: an
 * unknown id, a place off the list, or the place it already has.
 */
export function orderWithMove(ids: readonly number[], id: number, index: number): number[] | null {
  const from = ids.indexOf(id)
  if (from === -1 || index < 0 || index >= ids.length || index === from) return null
  const rest = ids.filter((other) => other !== id)
  return [...rest.slice(0, index), id, ...rest.slice(index)]
}
