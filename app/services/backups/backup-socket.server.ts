import { once } from 'node:events'
import { chmod, mkdir, rm } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { DatabaseHandle } from '#app/db/client.server'
import { LONGEST_SOCKET_PATH } from '#app/db/data-folder-lock.server'
import { BackupError } from './backup-archive.server'
import { streamBackup } from './stream-backup.server'

// While a server holds the data folder, nothing else may open its database (decision 11), so the server
// takes the backup itself and hands it over a Unix-domain socket inside the data folder (decision 31).
// The socket sits in a folder only the data folder's owner may enter: whoever can connect could read the
// database files anyway, and nobody can reach it over the network.

type Logger = {
  info: (details: object, message: string) => void
  warn: (details: object, message: string) => void
}

export const backupSocketPath = (dataDir: string) =>
  path.join(path.resolve(dataDir), 'private', 'backup.sock')

/**
 * Serves a backup to every connection on the data folder's backup socket, one at a time. Off, with a
 * warning, where the folder's path is too long for a socket.
 */
export async function serveBackups({
  database,
  dataDir,
  logger,
}: {
  database: DatabaseHandle
  dataDir: string
  logger: Logger
}) {
  const socketPath = backupSocketPath(dataDir)
  if (Buffer.byteLength(socketPath) > LONGEST_SOCKET_PATH) {
    logger.warn(
      { socketPath },
      'backups through the running server are off: the data folder path is too long for its socket',
    )
    return { close: async () => {} }
  }
  const privateFolder = path.dirname(socketPath)
  await mkdir(privateFolder, { recursive: true, mode: 0o700 })
  await chmod(privateFolder, 0o700)
  // Left by a server that died: this process holds the data folder now, so the socket is nobody's.
  await rm(socketPath, { force: true })
  let queue = Promise.resolve()
  const sendBackup = async (connection: net.Socket) => {
    try {
      await pipeline(await streamBackup(database, dataDir), connection)
      logger.info({}, 'backup sent over the backup socket')
    } catch (error) {
      logger.warn({ err: error }, 'backup over the backup socket failed')
      connection.destroy()
    }
  }
  const server = net.createServer((connection) => {
    queue = queue.then(() => sendBackup(connection))
  })
  server.listen(socketPath)
  await once(server, 'listening')
  return {
    /** Stops taking backups, after the one under way. */
    async close() {
      await new Promise((resolve) => server.close(resolve))
      await queue
    },
  }
}

/** Asks the server holding the data folder for a backup: the archive's bytes as they come. */
export async function requestBackup(dataDir: string): Promise<Readable> {
  const connection = net.connect(backupSocketPath(dataDir))
  try {
    await once(connection, 'connect')
  } catch (error) {
    throw new BackupError(
      `The data folder ${path.resolve(dataDir)} is in use by another process that does not take backups ` +
        `(${(error as NodeJS.ErrnoException).code}): stop it (or, if it is an older citybreak, upgrade it) ` +
        'and try again.',
    )
  }
  return connection
}
