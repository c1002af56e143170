/**
 * The positions to give the home page's sections, first to last, once staff have put them in a new order.
 * The positions already in use are handed out again in the new order, so swapping two neighbours trades
 * their positions (SPEC 4's move) and the numbers staff chose elsewhere stay; sections that shared a
 * position are parted by one, so the order asked for is the order shown.
 */
export function positionsInNewOrder(positionsInUse: readonly number[], maxPosition: number): number[] {
  const ascending = [...positionsInUse].sort((a, b) => a - b)
  const positions: number[] = []
  for (const position of ascending) positions.push(Math.max(position, (positions.at(-1) ?? 0) + 1))
  const last = positions.at(-1) ?? 0
  // Parting shared positions at the very top could pass what the form accepts: then number them afresh.
  return last > maxPosition ? ascending.map((_, index) => index + 1) : positions
}
