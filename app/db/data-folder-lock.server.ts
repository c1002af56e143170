import { randomUUID } from 'node:crypto'
import { linkSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
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

/** Lock files are numbered generations: `.server.lock.1`, `.server.lock.2`, … */
export const LOCK_FILE_PREFIX = '.server.lock.'

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

/** The lock files in the folder, newest generation first. */
function generations(folder: string): number[] {
  return readdirSync(folder)
    .filter((name) => name.startsWith(LOCK_FILE_PREFIX))
    .map((name) => Number(name.slice(LOCK_FILE_PREFIX.length)))
    .filter((generation) => Number.isSafeInteger(generation) && generation > 0)
    .sort((a, b) => b - a)
}

export const lockFileOf = (folder: string, generation: number) =>
  path.join(folder, `${LOCK_FILE_PREFIX}${generation}`)

/**
 * Takes the data folder for this process, or throws the "in use" error while another live process holds
 * it. A lock left by a process that died (killed, crashed, the machine restarted) is taken over at once.
 * Answers the function that gives the folder back.
 *
 * The holder is whoever owns the newest generation of lock file, and generations only grow. A dead
 * holder's lock is never removed to make room: the next starter creates the next generation, and creating
 * a file that does not exist yet succeeds for exactly one of any number of starters racing for it. A
 * starter that finds a newer generation than the one it created (it was slow, and others came and went)
 * steps back.
 */
export function lockDataFolder(folder: string): () => void {
  const me: Owner = { pid: process.pid, started: processStartTime(process.pid), token: randomUUID() }
  // Written whole under a private name, then linked into place in one step: nobody ever reads half a lock.
  const draft = path.join(folder, `.draft-lock.${me.token}`)
  writeFileSync(draft, JSON.stringify(me))
  try {
    // A round ends in the lock, a live owner, or a newer generation taken meanwhile, looked at in the
    // next round; a few rounds cover holders that die as fast as they start.
    for (let round = 0; round < 5; round += 1) {
      const [latest = 0] = generations(folder)
      const owner = latest ? readOwner(lockFileOf(folder, latest)) : undefined
      if (owner && isLive(owner, lockFileOf(folder, latest))) break
      const mine = lockFileOf(folder, latest + 1)
      if (!createFrom(draft, mine)) continue
      if (generations(folder)[0] !== latest + 1) {
        unlinkSync(mine)
        continue
      }
      heldHere.add(mine)
      forgetOlderGenerations(folder, latest + 1)
      return () => release(folder, latest + 1, me)
    }
  } finally {
    unlinkSync(draft)
  }
  throw new Error(`The data folder ${folder} is in use by another process; stop it first.`)
}

/** Links `draft` in as `target`; false when `target` exists already. */
function createFrom(draft: string, target: string): boolean {
  try {
    linkSync(draft, target)
    return true
  } catch (error) {
    if (code(error) === 'EEXIST') return false
    throw error
  }
}

/** The dead holders' files, now that a newer generation holds the folder. */
function forgetOlderGenerations(folder: string, current: number) {
  for (const generation of generations(folder).filter((older) => older < current)) {
    try {
      unlinkSync(lockFileOf(folder, generation))
    } catch (error) {
      if (code(error) !== 'ENOENT') throw error
    }
  }
}

/**
 * Gives the folder back by writing the next generation as an empty lock, which names nobody: numbering
 * never starts again from 1, so a starter that was slow to create an old number always sees it is old.
 */
function release(folder: string, generation: number, me: Owner) {
  const mine = lockFileOf(folder, generation)
  heldHere.delete(mine)
  // Only our own lock: never one that a later owner took over.
  if (readOwner(mine)?.token !== me.token) return
  const released = path.join(folder, `.draft-lock.${me.token}`)
  writeFileSync(released, '')
  try {
    createFrom(released, lockFileOf(folder, generation + 1))
  } finally {
    unlinkSync(released)
  }
  unlinkSync(mine)
}
