/**
 * At most `limit` holders at once; the others wait their turn, first come first served. `acquire` resolves
 * with the function that gives the turn back, which is safe to call more than once.
 */
export function concurrencyLimit(limit: number) {
  let running = 0
  const waiting: Array<() => void> = []

  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }

  return {
    acquire(): Promise<() => void> {
      return new Promise((resolve) => {
        const grant = () => {
          let released = false
          resolve(() => {
            if (released) return
            released = true
            release()
          })
        }
        if (running < limit) {
          running += 1
          grant()
        } else {
          // The turn passes straight from the releaser to the first waiter: `running` stays the same.
          waiting.push(grant)
        }
      })
    },
  }
}
