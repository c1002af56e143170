import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { hammer, type Target, type Throughput } from './load'

/** Headers Node writes itself for each transfer: the bare server's own stand for them. */
const PER_TRANSFER = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding'])

type Recorded = { status: number; headers: string[]; body: string }

/** The answer the app gives `target` as the bench asks for it (plain HTTP/1.1, no Accept-Encoding). */
async function record(origin: string, target: Target): Promise<Recorded> {
  const response = await new Promise<import('node:http').IncomingMessage>((resolve, reject) =>
    get(origin + target.path, { headers: target.headers }, resolve).once('error', reject),
  )
  const chunks: Buffer[] = []
  for await (const chunk of response) chunks.push(chunk as Buffer)
  const headers: string[] = []
  for (let n = 0; n < response.rawHeaders.length; n += 2) {
    const [name = '', value = ''] = response.rawHeaders.slice(n, n + 2)
    if (!PER_TRANSFER.has(name.toLowerCase())) headers.push(name, value)
  }
  return { status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('base64') }
}

/**
 * The same bytes as the app's answer to `target`, sent by a bare Node server (scripts/bench/bare-server.mjs)
 * in a process of its own, as the app's server is: the app's rate divided by this one is the share of the
 * machine's best that it reaches, whatever the machine.
 */
export async function bareNodeThroughput(
  origin: string,
  target: Target,
  connections: number,
  seconds: number,
): Promise<Throughput> {
  const folder = mkdtempSync(path.join(tmpdir(), 'citybreak-bare-'))
  const answer = path.join(folder, 'answer.json')
  writeFileSync(answer, JSON.stringify(await record(origin, target)))
  const child = spawn(process.execPath, [path.resolve(import.meta.dirname, 'bare-server.mjs'), answer], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    const [line] = (await once(child.stdout, 'data')) as [Buffer]
    const bare = `http://127.0.0.1:${line.toString().trim()}`
    const result = await hammer(
      bare,
      { name: `${target.name}, bare Node`, path: target.path },
      connections,
      seconds,
    )
    return result
  } finally {
    child.kill()
    await once(child, 'exit')
    rmSync(folder, { recursive: true, force: true })
  }
}
