import { rmSync, statSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

// The lock is a listening Unix-domain socket (decision 11): the kernel gives its address back the moment
// the holder's descriptors close, which happens as a process dies, even while it lingers as a zombie that
// its parent has not reaped. No PID is ever read, so nothing can mistake a dead process for a live one.

/** Gives the folder back. */
export type ReleaseLock = () => void

const code = (error: unknown) => (error as NodeJS.ErrnoException).code

/** Another process holds the folder: a backup then asks that process, anything else stops. */
export class DataFolderInUseError extends Error {}

const inUse = (folder: string) =>
  new DataFolderInUseError(`The data folder ${folder} is in use by another process; stop it first.`)

/**
 * Takes the data folder for this process, or throws the "in use" error while another process holds it
 * (or this one does already). A lock whose holder died is free at once.
 */
export function lockDataFolder(folder: string): Promise<ReleaseLock> {
  return process.platform === 'linux' ? lockWithAbstractSocket(folder) : lockWithSocketFile(folder)
}

/**
 * Linux: a socket in the abstract namespace, which has no file to leave behind. It is named after the
 * folder's device and inode, so the same folder reached by another path or a symbolic link is the same
 * lock. Binding a name that is held fails, atomically: of any number of racing starters exactly one wins.
 */
export async function lockWithAbstractSocket(folder: string): Promise<ReleaseLock> {
  const { dev, ino } = statSync(folder, { bigint: true })
  const server = await listenOn(`\0citybreak-data-${dev}-${ino}`)
  if (!server) throw inUse(folder)
  return () => server.close()
}

/** The socket file of the fallback lock, inside the data folder. */
export const LOCK_SOCKET_FILE = '.server-lock.sock'

/** macOS cuts a longer socket path short without a word, and the lock would then outlive its holder. */
export const LONGEST_SOCKET_PATH = 103

/**
 * Elsewhere (macOS): a socket file in the folder. A file left by a holder that died refuses connections,
 * so it is removed and the bind tried once more. Two starters that both find a dead holder's file at the
 * same instant can both get through; production runs on Linux, where this fallback is not used.
 */
export async function lockWithSocketFile(folder: string): Promise<ReleaseLock> {
  const file = path.join(folder, LOCK_SOCKET_FILE)
  if (Buffer.byteLength(file) > LONGEST_SOCKET_PATH) {
    throw new Error(`The data folder ${folder} has too long a path for its lock; choose a shorter DATA_DIR.`)
  }
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const server = await listenOn(file)
    // Closing the server removes its socket file as well.
    if (server) return () => server.close()
    if (await answers(file)) break
    rmSync(file, { force: true })
  }
  throw inUse(folder)
}

/** Listens on a Unix-domain socket address; undefined when someone holds it already. */
async function listenOn(address: string): Promise<net.Server | undefined> {
  // Nobody has any business talking to the lock: a connection (a starter's probe) is dropped at once.
  const server = net.createServer((connection) => connection.destroy())
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen({ path: address }, resolve)
    })
  } catch (error) {
    if (code(error) === 'EADDRINUSE') return undefined
    throw error
  }
  // The lock is the bound address, not its connections: failing to accept one changes nothing.
  server.on('error', () => {})
  // Holding the lock must never be what keeps the process running.
  server.unref()
  return server
}

/** Whether a live process listens on the socket file: a dead holder's file refuses, a removed one is gone. */
function answers(file: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = net.connect(file, () => {
      probe.destroy()
      resolve(true)
    })
    probe.on('error', (error) => {
      if (code(error) === 'ECONNREFUSED' || code(error) === 'ENOENT') resolve(false)
      else reject(error)
    })
  })
}
