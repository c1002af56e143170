import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { isZombie, spawnUnreaped, type UnreapedProcess } from '#tests/setup/unreaped-process'
import {
  LOCK_SOCKET_FILE,
  lockDataFolder,
  lockWithSocketFile,
  type ReleaseLock,
} from './data-folder-lock.server'

const lockModule = path.join(import.meta.dirname, 'data-folder-lock.server.ts')
const children: ChildProcess[] = []
const holders: UnreapedProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  for (const holder of holders.splice(0)) holder.stop()
})

const freshFolder = () => mkdtempSync(path.join(tmpdir(), 'citybreak-lock-'))
const inUse = /^The data folder .+ is in use by another process; stop it first\.$/
// Node processes loading TypeScript on a busy two-core machine can take many seconds to start.
const SLOW = 60_000

type Strategy = 'lockDataFolder' | 'lockWithSocketFile'

/** Another process that takes the folder with `strategy`, under a parent that will never reap it. */
async function holderOf(folder: string, strategy: Strategy) {
  const script = `
    const lock = await import(${JSON.stringify(lockModule)})
    await lock.${strategy}(${JSON.stringify(folder)})
    console.log('locked')
    setInterval(() => {}, 1000)`
  const holder = await spawnUnreaped(process.execPath, [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    script,
  ])
  holders.push(holder)
  await expect.poll(holder.output, { timeout: SLOW }).toContain('locked')
  return holder
}

describe.each<{ strategy: Strategy; lockFolder: (folder: string) => Promise<ReleaseLock>; title: string }>([
  {
    strategy: 'lockDataFolder',
    lockFolder: lockDataFolder,
    title: `the lock on this platform (${process.platform})`,
  },
  {
    strategy: 'lockWithSocketFile',
    lockFolder: lockWithSocketFile,
    title: 'the socket file lock used where there are no abstract sockets',
  },
])('$title', ({ strategy, lockFolder }) => {
  it('refuses a second holder in the same process until the first gives the folder back', async () => {
    const folder = freshFolder()
    const release = await lockFolder(folder)
    await expect(lockFolder(folder)).rejects.toThrow(inUse)
    release()
    const again = await lockFolder(folder)
    again()
  })

  it(
    'refuses while another live process holds the folder',
    async () => {
      const folder = freshFolder()
      await holderOf(folder, strategy)
      await expect(lockFolder(folder)).rejects.toThrow(inUse)
    },
    SLOW,
  )

  it.runIf(process.platform === 'linux')(
    'takes the folder at once from a holder killed with SIGKILL and left unreaped, a zombie',
    async () => {
      const folder = freshFolder()
      const holder = await holderOf(folder, strategy)
      process.kill(holder.pid, 'SIGKILL')
      await expect.poll(() => isZombie(holder.pid)).toBe(true)
      const release = await lockFolder(folder)
      release()
    },
    SLOW,
  )
})

describe('the lock on this platform', () => {
  it('is the same lock for the same folder reached through a symbolic link', async () => {
    const folder = freshFolder()
    const link = path.join(freshFolder(), 'data')
    symlinkSync(folder, link)
    const release = await lockDataFolder(folder)
    await expect(lockDataFolder(link)).rejects.toThrow(inUse)
    release()
  })

  it(
    'lets exactly one of several processes starting at the same instant take the folder',
    async () => {
      for (let round = 0; round < 2; round += 1) {
        const folder = freshFolder()
        // Each starter spins until the same moment, tries, reports, and keeps what it took until killed.
        const startAt = Date.now() + 3000
        const starter = `
        const { lockDataFolder } = await import(${JSON.stringify(lockModule)})
        while (Date.now() < ${startAt});
        try { await lockDataFolder(${JSON.stringify(folder)}); console.log('took') } catch { console.log('refused') }
        setInterval(() => {}, 1000)`
        const outcomes = await Promise.all(
          Array.from({ length: 4 }, async () => {
            const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', starter])
            children.push(child)
            const [line] = await once(child.stdout, 'data')
            return String(line).trim()
          }),
        )
        expect(outcomes.sort()).toEqual(['refused', 'refused', 'refused', 'took'])
        for (const child of children.splice(0)) child.kill('SIGKILL')
      }
    },
    2 * SLOW,
  )
})

describe('the socket file lock', () => {
  it('leaves no socket file behind once the folder is given back', async () => {
    const folder = freshFolder()
    const release = await lockWithSocketFile(folder)
    expect(existsSync(path.join(folder, LOCK_SOCKET_FILE))).toBe(true)
    release()
    expect(existsSync(path.join(folder, LOCK_SOCKET_FILE))).toBe(false)
  })

  it('refuses a folder whose path is too long for a socket, rather than lock the wrong file', async () => {
    const folder = path.join(freshFolder(), 'a-long-folder-name'.repeat(6))
    mkdirSync(folder)
    await expect(lockWithSocketFile(folder)).rejects.toThrow(/too long a path for its lock/)
  })
})
