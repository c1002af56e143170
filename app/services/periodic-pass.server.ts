/**
 * Runs `pass` every `everyMs` on this server, one pass at a time, until stopped; `stop` waits for the pass
 * under way. The passes that every server of a fleet runs (scheduled publishing, lapsed booking holds)
 * claim their rows with `FOR UPDATE SKIP LOCKED`, so running them everywhere does each job once; the daily
 * housekeeping runs on it too.
 */
export function runEvery(everyMs: number, pass: () => Promise<void>) {
  let running: Promise<void> = Promise.resolve()
  const timer = setInterval(() => {
    running = running.then(pass)
  }, everyMs)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
