import { EventEmitter } from 'node:events'
import type { RequestHandler, Response } from 'express'

type Listener = (...args: unknown[]) => void

/**
 * `compression` hands a response's 'drain' listeners to its compressor (it replaces `res.on`) but leaves
 * `res.removeListener` and `res.off` as they were (expressjs/compression#135 and #152), so a drain listener
 * can never be taken off again. React Router waits for 'drain' with `once` after every write the compressor
 * refuses and takes its listener off with `off` afterwards: each wait left a listener on the compressor, and a
 * large page, written in many pieces, set off Node's MaxListenersExceededWarning (decision 41).
 *
 * Mounted right after `compression()`: the response's drain listeners live on an emitter of its own, where
 * `off` finds them, and a single listener, added through compression, passes each 'drain' on to them.
 */
export const removableDrainListeners: RequestHandler = (_req, res, next) => {
  const compressionOn = res.on.bind(res) as (event: string | symbol, listener: Listener) => Response
  const responseOff = res.removeListener.bind(res) as typeof compressionOn
  const drainListeners = new EventEmitter()
  let passingOn = false
  res.on = ((event: string | symbol, listener: Listener) => {
    if (event !== 'drain') return compressionOn(event, listener)
    if (!passingOn) {
      passingOn = true
      compressionOn('drain', () => drainListeners.emit('drain'))
    }
    drainListeners.on('drain', listener)
    return res
  }) as Response['on']
  res.removeListener = res.off = ((event: string | symbol, listener: Listener) => {
    if (event !== 'drain') return responseOff(event, listener)
    drainListeners.off('drain', listener)
    return res
  }) as Response['off']
  next()
}
