import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

/** A process whose parent never waits for it: once killed, it stays a zombie until the parent goes. */
export type UnreapedProcess = { pid: number; output: () => string; stop: () => void }

/**
 * Starts `command` under a shell that then turns into `sleep`, which never reaps a child: a killed
 * command stays a zombie, as it does under a shell or in a container without an init.
 */
export async function spawnUnreaped(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<UnreapedProcess> {
  const parent = spawn('sh', ['-c', '"$@" & echo "$!"; exec sleep 600', 'unreaped', command, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk
  }
  parent.stdout.on('data', collect)
  parent.stderr.on('data', collect)
  // The shell prints the PID before the command has even loaded.
  let pid = /^(\d+)\n/.exec(output)?.[1]
  while (!pid) {
    if (parent.exitCode !== null) throw new Error(`The shell stopped: ${output}`)
    await sleep(20)
    pid = /^(\d+)\n/.exec(output)?.[1]
  }
  return {
    pid: Number(pid),
    output: () => output,
    stop: () => {
      parent.kill('SIGKILL')
      try {
        process.kill(Number(pid), 'SIGKILL')
      } catch {
        // Gone already.
      }
    },
  }
}

/**
 * Whether the process has died and waits, a zombie, for its parent to reap it (Linux). The leader of a
 * killed Node process shows as a zombie while its other threads are still exiting, and they hold its open
 * files until the last is gone: only with one thread left has it let go of everything.
 */
export function isZombie(pid: number): boolean {
  let status: string
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8')
  } catch {
    return false
  }
  return /^State:\s+Z/m.test(status) && /^Threads:\s+1$/m.test(status)
}
