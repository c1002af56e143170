import type { Logger } from 'pino'

/** Enough for the pages a visitor opens first; a large catalogue's other packages warm as they are visited. */
const MAX_PAGES = 30

/**
 * Asks the just-started server for its public pages, one at a time. The first request for a page after a
 * start pays for loading its code, compiling it and the database's first queries: the home page answered in
 * 0.5 s instead of 0.04 s, the package page in 0.15 s instead of 0.06 s. This pays that before a visitor
 * (or a search engine's crawler) does, and the response cache keeps what it renders.
 */
export async function warmUp(origin: string, paths: string[], logger: Logger, stopping?: AbortSignal) {
  const started = performance.now()
  const chosen = paths.slice(0, MAX_PAGES)
  let warmed = 0
  for (const path of chosen) {
    // A server told to stop serves its visitors' last requests, not its own.
    if (stopping?.aborted) break
    try {
      const response = await fetch(new URL(path, origin), {
        headers: { 'accept-encoding': 'br' },
        signal: stopping,
      })
      await response.arrayBuffer()
      if (response.ok) warmed += 1
    } catch {
      // The server is stopping or the network refused: a visitor's request will do the work instead.
      break
    }
  }
  logger.info(
    { warmed, of: chosen.length, ms: Math.round(performance.now() - started) },
    'public pages warmed',
  )
}
