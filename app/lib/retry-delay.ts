/**
 * How long to wait before the next attempt at something that failed `attempts` times in a row: `baseMs`
 * after the first failure, twice as long after each further one, never more than `maxMs`. The wait is
 * drawn between half that and all of it ("equal jitter"), so many items failing together (every lead
 * taken while the CRM was down) do not all come back in the same instant, and the cap still bounds the
 * wait: an item is tried again within `maxMs` of its last failure whatever happened before.
 */
export function retryDelayMs(
  attempts: number,
  { baseMs, maxMs }: { baseMs: number; maxMs: number },
  random: () => number = Math.random,
): number {
  // Past 2^30 the doubling has long passed any sensible cap; stopping there keeps the sum finite.
  const doublings = Math.min(Math.max(attempts - 1, 0), 30)
  const ceiling = Math.min(baseMs * 2 ** doublings, maxMs)
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}
