import { once } from 'node:events'
import { chmod, mkdir, rm } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { z } from 'zod'
import type { DatabaseHandle } from '#app/db/client.server'
import { LONGEST_SOCKET_PATH } from '#app/db/data-folder-lock.server'
import { AdminPasswordInputSchema } from '#app/schemas/auth'
import { setAdminPassword } from '#app/services/auth/auth.server'
import { streamBackup } from '#app/services/backups/stream-backup.server'

// While a server holds the data folder, nothing else may open its database (decision 11), so the scripts
// an operator runs beside it ask the server instead (decisions 31 and 51): `npm run backup` for a backup,
// `npm run admin` for an owner's password. They connect to a Unix-domain socket inside the data folder, in
// a folder only the data folder's owner may enter: whoever can connect could read the database files anyway,
// and nobody can reach it over the network. A request is one line of JSON; a backup is answered with the
// archive's bytes, anything else with one line of JSON.

type Logger = {
  info: (details: object, message: string) => void
  warn: (details: object, message: string) => void
  error: (details: object, message: string) => void
}

const OwnerRequestSchema = z.discriminatedUnion('command', [
  z.object({ command: z.literal('backup') }),
  z.object({ command: z.literal('set-admin-password'), email: z.string(), password: z.string() }),
])
export type OwnerRequest = z.infer<typeof OwnerRequestSchema>

/** What the server answers a request other than a backup. */
export type OwnerAnswer = { outcome: 'created' | 'updated' } | { error: string }

/** Longer than any request; a connection that sends more, or nothing for a while, is dropped. */
const LONGEST_REQUEST = 4096
const REQUEST_WAIT_MS = 10_000

export const ownerSocketPath = (dataDir: string) => path.resolve(dataDir, 'private', 'backup.sock')

/**
 * The first line a connection sends, or null when it sends none in time (or too long a one). Read by
 * listening rather than iterating, which would close the connection when it stops, before the answer.
 */
function readRequestLine(connection: net.Socket): Promise<string | null> {
  return new Promise((resolve) => {
    let received = ''
    const done = (line: string | null) => {
      connection.off('data', onData).off('end', onEnd).off('timeout', onEnd).setTimeout(0).pause()
      resolve(line)
    }
    const onData = (chunk: Buffer) => {
      received += String(chunk)
      const end = received.indexOf('\n')
      if (end !== -1) done(received.slice(0, end))
      else if (received.length > LONGEST_REQUEST) done(null)
    }
    const onEnd = () => done(null)
    connection.setTimeout(REQUEST_WAIT_MS).on('data', onData).on('end', onEnd).on('timeout', onEnd)
  })
}

/**
 * Answers the data folder owner's requests on the folder's socket: backups one at a time, an owner's
 * password at once. Off, with a warning, where the folder's path is too long for a socket.
 */
export async function serveOwnerRequests({
  database,
  dataDir,
  logger,
}: {
  database: DatabaseHandle
  dataDir: string
  logger: Logger
}) {
  const socketPath = ownerSocketPath(dataDir)
  if (Buffer.byteLength(socketPath) > LONGEST_SOCKET_PATH) {
    logger.warn(
      { socketPath },
      'backups and npm run admin through the running server are off: the data folder path is too long for its socket',
    )
    return { close: async () => {} }
  }
  const privateFolder = path.dirname(socketPath)
  await mkdir(privateFolder, { recursive: true, mode: 0o700 })
  await chmod(privateFolder, 0o700)
  // Left by a server that died: this process holds the data folder now, so the socket is nobody's.
  await rm(socketPath, { force: true })

  let backups = Promise.resolve()
  const sendBackup = async (connection: net.Socket) => {
    try {
      await pipeline(await streamBackup(database, dataDir), connection)
      logger.info({}, 'backup sent over the owner socket')
    } catch (error) {
      logger.warn({ err: error }, 'backup over the owner socket failed')
      connection.destroy()
    }
  }
  const answer = (connection: net.Socket, reply: OwnerAnswer) => connection.end(`${JSON.stringify(reply)}\n`)

  async function setPassword(connection: net.Socket, request: { email: string; password: string }) {
    const checked = AdminPasswordInputSchema.safeParse(request)
    if (!checked.success)
      return answer(connection, { error: checked.error.issues[0]?.message ?? 'Invalid input' })
    try {
      const outcome = await setAdminPassword(database.db, checked.data.email, checked.data.password)
      logger.info({}, 'npm run admin set an owner password through the owner socket')
      answer(connection, { outcome })
    } catch (error) {
      logger.error({ err: error }, 'npm run admin could not set an owner password')
      answer(connection, { error: 'The running server could not set the password; its log says why.' })
    }
  }

  async function serve(connection: net.Socket) {
    const line = await readRequestLine(connection)
    if (line === null) return connection.destroy()
    let json: unknown
    try {
      json = JSON.parse(line)
    } catch {
      json = undefined
    }
    const request = OwnerRequestSchema.safeParse(json)
    if (!request.success)
      return answer(connection, { error: 'The running server does not know this request.' })
    if (request.data.command === 'backup') {
      backups = backups.then(() => sendBackup(connection))
      return
    }
    await setPassword(connection, request.data)
  }

  const server = net.createServer((connection) => {
    connection.on('error', () => connection.destroy())
    serve(connection).catch((error: unknown) => {
      logger.warn({ err: error }, 'a request on the owner socket failed')
      connection.destroy()
    })
  })
  server.listen(socketPath)
  await once(server, 'listening')
  return {
    /** Stops taking requests, after the backup under way. */
    async close() {
      await new Promise((resolve) => server.close(resolve))
      await backups
    },
  }
}

/**
 * Sends a request to the server holding the data folder: the connection, to read the answer from. Throws
 * a sentence for the operator when nothing there takes requests.
 */
export async function askRunningServer(dataDir: string, request: OwnerRequest): Promise<net.Socket> {
  const connection = net.connect(ownerSocketPath(dataDir))
  try {
    await once(connection, 'connect')
  } catch (error) {
    throw new Error(
      `The data folder ${path.resolve(dataDir)} is in use by another process that does not take requests ` +
        `(${(error as NodeJS.ErrnoException).code}): stop it (or, if it is an older citybreak, upgrade it) ` +
        'and try again.',
    )
  }
  connection.write(`${JSON.stringify(request)}\n`)
  return connection
}

/**
 * Asks the running server and reads its one-line answer. Throws a sentence for the operator when it says
 * nothing in `waitMs`, hangs up, or answers in a way this script does not read (an older server).
 */
export async function askForAnswer(
  dataDir: string,
  request: OwnerRequest,
  waitMs = 30_000,
): Promise<OwnerAnswer> {
  const connection = await askRunningServer(dataDir, request)
  connection.setTimeout(waitMs, () =>
    connection.destroy(new Error(`The running server did not answer within ${waitMs / 1000} seconds.`)),
  )
  let received = ''
  try {
    for await (const chunk of connection) received += String(chunk)
  } catch (error) {
    throw new Error(
      (error as NodeJS.ErrnoException).code
        ? `The running server broke off the connection (${(error as NodeJS.ErrnoException).code}); try again.`
        : (error as Error).message,
    )
  }
  if (!received) throw new Error('The running server hung up without an answer; its log may say why.')
  try {
    return JSON.parse(received.split('\n')[0] ?? '') as OwnerAnswer
  } catch {
    throw new Error(
      'The running server did not understand the request: restart it with this version and try again.',
    )
  }
}
