import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './free-port'

const run = promisify(execFile)
const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin'
const asRoot = process.getuid?.() === 0

/**
 * Why a PostgreSQL server of our own cannot be run here, or null when it can. PostgreSQL refuses to run
 * as root, so as root it runs as the `postgres` OS user.
 */
export function whyNoThrowawayPostgres(): string | null {
  if (!existsSync(path.join(BIN, 'initdb')) || !existsSync(path.join(BIN, 'pg_ctl'))) {
    return `no PostgreSQL server binaries in ${BIN} (set POSTGRES_BIN)`
  }
  if (asRoot && spawnSync('runuser', ['-u', 'postgres', '--', 'true']).status !== 0) {
    return 'running as root, and runuser cannot switch to a postgres OS user to run PostgreSQL as'
  }
  return null
}

const command = (program: string, args: string[]): [string, string[]] =>
  asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, program), ...args]]
    : [path.join(BIN, program), args]

/**
 * A PostgreSQL server in a temporary folder on a free port, that a test may stop and start at will
 * without disturbing the machine's shared server. `destroy` stops it and removes the folder; it also
 * runs if the test process exits without getting there.
 */
export async function startThrowawayPostgres() {
  const folder = mkdtempSync(path.join(tmpdir(), 'citybreak-pg-'))
  const data = path.join(folder, 'data')
  const port = await freePort()
  const pgCtl = (...args: string[]) => command('pg_ctl', ['-D', data, ...args])
  let destroyed = false
  const destroy = () => {
    if (destroyed) return
    destroyed = true
    process.off('exit', destroy)
    // Synchronous, so it also works from the 'exit' event.
    if (existsSync(path.join(data, 'postmaster.pid'))) {
      const [program, args] = pgCtl('stop', '-m', 'immediate', '-w')
      spawnSync(program, args, { stdio: 'ignore' })
    }
    rmSync(folder, { recursive: true, force: true })
  }
  process.on('exit', destroy)
  try {
    if (asRoot) {
      const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }))
      chownSync(folder, id('-u'), id('-g'))
    }
    await run(...command('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']))
    const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`
    const start = () => run(...pgCtl('start', '-w', '-l', path.join(folder, 'server.log'), '-o', options))
    await start()
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      /** A fast shutdown, as an operator's restart does: sessions are ended, then the server stops. */
      stop: () => run(...pgCtl('stop', '-m', 'fast', '-w')),
      start,
      destroy,
    }
  } catch (error) {
    destroy()
    throw error
  }
}
