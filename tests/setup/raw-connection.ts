import { once } from 'node:events'
import net from 'node:net'

/** A connection opened to a server on this machine: what came back on it, and when the server closed it. */
export type RawConnection = {
  socket: net.Socket
  /** Everything the server has sent so far. */
  received: () => string
  /** The status lines of the answers so far, `HTTP/1.1 200` and the like, to tell which connection answered. */
  answers: () => string[]
  /** Resolves once the connection has closed, with the milliseconds it was open. */
  closed: Promise<number>
  /** Writes `text` again every `everyMs` until the connection closes: a client sending its request slowly. */
  drip: (text: string, everyMs: number) => void
}

export async function rawConnection(port: number): Promise<RawConnection> {
  const socket = net.connect(port, '127.0.0.1')
  let received = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => {
    received += chunk
  })
  // A server that cuts a client off may reset the connection under a write: that is a close like any other.
  socket.on('error', () => {})
  await once(socket, 'connect')
  const openedAt = performance.now()
  const closed = once(socket, 'close').then(() => performance.now() - openedAt)
  const drip = (text: string, everyMs: number) => {
    const dripping = setInterval(() => socket.write(text), everyMs)
    socket.once('close', () => clearInterval(dripping))
  }
  return {
    socket,
    received: () => received,
    answers: () => received.match(/HTTP\/1\.1 \d{3}/g) ?? [],
    closed,
    drip,
  }
}
