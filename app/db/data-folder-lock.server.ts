import { randomUUID } from 'node:crypto'
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/** Who holds a data folder: the process, when it started (to tell a reused PID apart), and a token of this hold. */
const OwnerSchema = z.object({
  // kill(0) or kill(-n) would signal a whole process group, so only a positive PID is read.
  pid: z.int().positive(),
  started: z.string().optional(),
  token: z.string(),
})
type Owner = z.infer<typeof OwnerSchema>

/** What an unreadable lock file names: no live process. A lock is always written whole (see below). */
const NOBODY: Owner = { pid: 0, token: '' }

export const LOCK_FILE_NAME = '.server.lock'

/** Folders this process holds: a lock naming our own PID is only live if we took it (a container restarts with the same PID). */
const heldHere = new Set<string>()

/**
 * The process's start time in clock ticks since boot (Linux `/proc/<pid>/stat`, field 22), or undefined
 * where there is no /proc. With the PID it names one process: a PID reused after a crash starts later.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces and parentheses; the fields after its last ')' do not.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

function isLive(owner: Owner, lockPath: string): boolean {
  if (owner === NOBODY) return false
  if (owner.pid === process.pid) return heldHere.has(lockPath)
  try {
    process.kill(owner.pid, 0)
  } catch (error) {
    // EPERM: the process runs under another user, so it is alive.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false
  }
  const started = processStartTime(owner.pid)
  return started === undefined || owner.started === undefined || started === owner.started
}

function readOwner(file: string): Owner | undefined {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  try {
    return OwnerSchema.parse(JSON.parse(text))
  } catch {
    return NOBODY
  }
}

const code = (error: unknown) => (error as NodeJS.ErrnoException).code

/**
 * Removes a dead owner's lock, unless another starter replaced it since we read it. The lock is moved
 * aside in one rename, so of two starters only one moves it; if what was moved is not the dead lock we
 * read, it is a new live owner's and goes straight back.
 */
function removeDeadLock(lockPath: string, dead: Owner, me: Owner) {
  const aside = `${lockPath}.${me.token}.dead`
  try {
    renameSync(lockPath, aside)
  } catch (error) {
    if (code(error) === 'ENOENT') return
    throw error
  }
  try {
    if (readOwner(aside)?.token !== dead.token) linkSync(aside, lockPath)
  } catch (error) {
    if (code(error) !== 'EEXIST') throw error
  } finally {
    unlinkSync(aside)
  }
}

/**
 * Takes the data folder for this process, or throws the "in use" error while another live process holds
 * it. A lock left by a process that died (killed, crashed, the machine restarted) is taken over at once.
 * Answers the function that gives the folder back.
 */
export function lockDataFolder(folder: string): () => void {
  const lockPath = path.join(folder, LOCK_FILE_NAME)
  const me: Owner = { pid: process.pid, started: processStartTime(process.pid), token: randomUUID() }
  // Written whole under a private name, then linked into place in one step: nobody ever reads half a lock.
  const draft = `${lockPath}.${me.token}`
  writeFileSync(draft, JSON.stringify(me))
  try {
    // Each round takes the lock, refuses a live owner, or clears a dead one; three rounds cover a
    // dead lock that another starter clears and takes at the same moment.
    for (let round = 0; round < 3; round += 1) {
      try {
        linkSync(draft, lockPath)
        heldHere.add(lockPath)
        return () => release(lockPath, me)
      } catch (error) {
        if (code(error) !== 'EEXIST') throw error
      }
      const owner = readOwner(lockPath)
      if (owner && isLive(owner, lockPath)) break
      if (owner) removeDeadLock(lockPath, owner, me)
    }
  } finally {
    unlinkSync(draft)
  }
  throw new Error(`The data folder ${folder} is in use by another process; stop it first.`)
}

function release(lockPath: string, me: Owner) {
  heldHere.delete(lockPath)
  // Only our own lock: never one that a later owner took over.
  if (readOwner(lockPath)?.token === me.token) unlinkSync(lockPath)
}
