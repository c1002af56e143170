import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { lockDataFolder, lockFileOf, processStartTime } from './data-folder-lock.server'

const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
})

const freshFolder = () => mkdtempSync(path.join(tmpdir(), 'citybreak-lock-'))
/** The owner named by the newest lock file. */
const lockOf = (folder: string) => {
  const newest =
    readdirSync(folder)
      .filter((name) => name.startsWith('.server.lock.'))
      .sort()
      .at(-1) ?? ''
  return JSON.parse(readFileSync(path.join(folder, newest), 'utf8'))
}
const leaveLock = (folder: string, owner: object) =>
  writeFileSync(lockFileOf(folder, 1), JSON.stringify({ token: 'left-behind', ...owner }))
const inUse = /^The data folder .+ is in use by another process; stop it first\.$/

/** Another process that keeps running until the test ends. */
async function liveProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  children.push(child)
  await once(child, 'spawn')
  return child.pid as number
}

/** The PID of a process that has exited, as a server killed with SIGKILL leaves behind. */
async function deadPid() {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await once(child, 'exit')
  return child.pid as number
}

describe('the data folder lock', () => {
  it('refuses a second holder in the same process until the first gives the folder back', () => {
    const folder = freshFolder()
    const release = lockDataFolder(folder)
    expect(() => lockDataFolder(folder)).toThrow(inUse)
    release()
    lockDataFolder(folder)()
  })

  it('gives the folder back with a newer, empty lock, so numbering never starts again', () => {
    const folder = freshFolder()
    lockDataFolder(folder)()
    expect(readdirSync(folder)).toEqual(['.server.lock.2'])
    expect(readFileSync(lockFileOf(folder, 2), 'utf8')).toBe('')
    const release = lockDataFolder(folder)
    expect(readdirSync(folder)).toEqual(['.server.lock.3'])
    expect(lockOf(folder).pid).toBe(process.pid)
    release()
  })

  it('refuses while another live process holds the folder, and leaves its lock alone', async () => {
    const folder = freshFolder()
    const pid = await liveProcess()
    leaveLock(folder, { pid, started: processStartTime(pid) })
    expect(() => lockDataFolder(folder)).toThrow(inUse)
    expect(lockOf(folder).pid).toBe(pid)
  })

  it('takes over at once a lock whose process is dead', async () => {
    const folder = freshFolder()
    leaveLock(folder, { pid: await deadPid() })
    const release = lockDataFolder(folder)
    expect(lockOf(folder).pid).toBe(process.pid)
    release()
  })

  it.runIf(processStartTime(process.pid))(
    'takes over a lock whose PID now belongs to a process started later',
    async () => {
      const folder = freshFolder()
      leaveLock(folder, { pid: await liveProcess(), started: '1' })
      lockDataFolder(folder)()
    },
  )

  it('takes over a lock naming this process when it does not hold the folder, as after a container restart', () => {
    const folder = freshFolder()
    leaveLock(folder, { pid: process.pid, started: processStartTime(process.pid) })
    lockDataFolder(folder)()
  })

  it('takes over a lock file that names nobody', () => {
    const folder = freshFolder()
    writeFileSync(lockFileOf(folder, 1), '')
    lockDataFolder(folder)()
  })

  it('lets exactly one of several processes starting at the same instant take over a dead lock', async () => {
    const lockModule = path.join(import.meta.dirname, 'data-folder-lock.server.ts')
    for (let round = 0; round < 3; round += 1) {
      const folder = freshFolder()
      leaveLock(folder, { pid: await deadPid() })
      // Each starter spins until the same moment, tries, reports, and keeps what it took until killed.
      const startAt = Date.now() + 1500
      const starter = `
        const { lockDataFolder } = await import(${JSON.stringify(lockModule)})
        while (Date.now() < ${startAt});
        try { lockDataFolder(${JSON.stringify(folder)}); console.log('took') } catch { console.log('refused') }
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
    // Twelve Node processes loading TypeScript: on a busy two-core machine that alone can take a minute.
  }, 120_000)
})
