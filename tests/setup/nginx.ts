import { type ChildProcess, spawn } from 'node:child_process'
import { accessSync, chmodSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

const CANDIDATES = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']

/** Debian's nginx (`nginx-light` is enough), or another named by NGINX_BIN; undefined when none is installed. */
export function findNginx(): string | undefined {
  return CANDIDATES.find((candidate): candidate is string => {
    if (!candidate) return false
    try {
      accessSync(candidate, constants.X_OK)
      return true
    } catch {
      return false
    }
  })
}

/**
 * The project's own `deploy/nginx.conf`, every directive as shipped, pointed at servers on this machine:
 * its two `server appN:3000` lines name the given ports and it listens on `port`. Throws if the file no longer
 * has the lines this replaces, so a change to it cannot leave the test running some other configuration.
 */
export function deployedSite({ port, upstreams }: { port: number; upstreams: [number, number] }) {
  const shipped = readFileSync(path.resolve('deploy/nginx.conf'), 'utf8')
  const replacements: Array<[RegExp, string]> = [
    [/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`],
    [/^(\s*server )app1:3000( .*)$/m, `$1127.0.0.1:${upstreams[0]}$2`],
    [/^(\s*server )app2:3000( .*)$/m, `$1127.0.0.1:${upstreams[1]}$2`],
  ]
  return replacements.reduce((site, [line, replacement]) => {
    if (!line.test(site)) throw new Error(`deploy/nginx.conf has no line matching ${line}`)
    return site.replace(line, replacement)
  }, shipped)
}

export type RunningNginx = {
  url: (path: string) => string
  /** Lines of the access log: `<method> <status> <upstream addresses> <upstream statuses>`. */
  accessLog: () => string[]
  errorLog: () => string
  stop: () => Promise<void>
}

async function listening(port: number, child: ChildProcess, errors: () => string) {
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${errors()}`)
    const socket = net.connect(port, '127.0.0.1')
    const connected = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true)).once('error', () => resolve(false))
    })
    socket.destroy()
    if (connected) return
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}: ${errors()}`)
    await sleep(100)
  }
}

/**
 * nginx in the foreground with `site` (a server block and its upstream, as deploy/nginx.conf is) inside an
 * http block of its own, in a temporary folder: its logs, temporary files and pid, nothing of the machine's.
 */
export async function startNginx(binary: string, site: string, port: number): Promise<RunningNginx> {
  const folder = mkdtempSync(path.join(tmpdir(), 'citybreak-nginx-'))
  // Run as root, nginx's worker processes become `nobody`, who must reach their temporary folders.
  chmodSync(folder, 0o755)
  const file = (name: string) => path.join(folder, name)
  writeFileSync(file('site.conf'), site)
  writeFileSync(
    file('nginx.conf'),
    `worker_processes 2;
pid ${file('nginx.pid')};
error_log ${file('error.log')} warn;
events { worker_connections 1024; }
http {
  log_format upstreams '$request_method $status "$upstream_addr" "$upstream_status"';
  access_log ${file('access.log')} upstreams;
  client_body_temp_path ${file('client-body')};
  proxy_temp_path ${file('proxy')};
  fastcgi_temp_path ${file('fastcgi')};
  uwsgi_temp_path ${file('uwsgi')};
  scgi_temp_path ${file('scgi')};
  include ${file('site.conf')};
}
`,
  )
  const read = (name: string) => {
    try {
      return readFileSync(file(name), 'utf8')
    } catch {
      return ''
    }
  }
  const child = spawn(
    binary,
    ['-p', folder, '-c', file('nginx.conf'), '-e', file('error.log'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr += chunk
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const errors = () => `${stderr}${read('error.log')}`
  try {
    await listening(port, child, errors)
  } catch (error) {
    child.kill('SIGKILL')
    rmSync(folder, { recursive: true, force: true })
    throw error
  }
  return {
    url: (address) => `http://127.0.0.1:${port}${address}`,
    accessLog: () => read('access.log').split('\n').filter(Boolean),
    errorLog: () => read('error.log'),
    stop: async () => {
      // SIGQUIT: finish the requests in hand, then exit.
      if (child.exitCode === null) child.kill('SIGQUIT')
      await exited
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
