import { once } from 'node:events'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openPglite } from '#app/db/client.server'
import { askForAnswer, ownerSocketPath, serveOwnerRequests } from '#app/services/owner-socket.server'
import { createLogger } from '#server/request-logger'
import { runNpmScript, type ScriptRun } from '#tests/setup/npm-script'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

// `npm run admin` as an operator runs it, on an embedded data folder a server holds (it asks the server over
// the owner socket) and on the failures it knows of, each one line and exit code 1. The production server
// itself is run in tests/e2e/admin-script.spec.ts.

const scratch = mkdtempSync(path.join(tmpdir(), 'citybreak-admin-'))
const folder = (name: string) => path.join(scratch, name)
const PASSWORD = 'a long enough password'

const admin = (args: string[], environment: Record<string, string>) =>
  runNpmScript('admin', args, { DATABASE_URL: '', ADMIN_PASSWORD: PASSWORD, ...environment })

/** A failure as the operator sees it: exit code 1 and one line, no stack trace. */
function expectOneLine(run: ScriptRun, line: string | RegExp) {
  expect(run.exitCode).toBe(1)
  expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(line)])
  expect(run.stdout).toBe('')
}

const liveDir = folder('live')
let live: DatabaseHandle
let server: TestServer
let owner: Awaited<ReturnType<typeof serveOwnerRequests>>

beforeAll(async () => {
  live = await openPglite(liveDir)
  await live.migrate()
  server = await startTestServer({ database: live, environment: { DATA_DIR: liveDir } })
  owner = await serveOwnerRequests({ database: live, dataDir: liveDir, logger: createLogger('silent') })
})

afterAll(async () => {
  await owner?.close()
  await server?.close()
  await live?.close()
  rmSync(scratch, { recursive: true, force: true })
})

const signIn = (email: string, password = PASSWORD) =>
  fetch(server.url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })

describe('npm run admin while a server holds the data folder', { timeout: 120_000 }, () => {
  it('creates an owner through the server, who can then sign in', async () => {
    const run = await admin(['new.owner@example.com'], { DATA_DIR: liveDir })
    expect(run.stderr).toBe('')
    expect(run.stdout.trim()).toBe('Created the owner new.owner@example.com.')
    expect(run.exitCode).toBe(0)
    expect((await signIn('new.owner@example.com')).status).toBe(200)
  })

  it('sets a new password on an account that exists, through the server', async () => {
    const run = await admin(['NEW.OWNER@example.com'], { DATA_DIR: liveDir, ADMIN_PASSWORD: `${PASSWORD} 2` })
    expect(run.stdout).toContain('Set a new password for NEW.OWNER@example.com, now an active owner')
    expect((await signIn('new.owner@example.com', `${PASSWORD} 2`)).status).toBe(200)
  })

  it('refuses a weak password and a bad address in one line, and changes nothing', async () => {
    expectOneLine(
      await admin(['weak@example.com'], { DATA_DIR: liveDir, ADMIN_PASSWORD: 'short' }),
      'The password must be at least 12 characters.',
    )
    expectOneLine(
      await admin(['someone@'], { DATA_DIR: liveDir }),
      'someone@ is not an email address; write it as owner@example.com.',
    )
    expect((await signIn('weak@example.com', 'short')).status).toBe(401)
  })
})

describe('npm run admin when it cannot do it', { timeout: 120_000 }, () => {
  it('says so when the folder is held by a process that takes no requests', async () => {
    const heldDir = folder('held')
    const holder = await openPglite(heldDir)
    try {
      expectOneLine(
        await admin(['owner@example.com'], { DATA_DIR: heldDir }),
        /^The data folder .*held is in use by another process that does not take requests \(ENOENT\)/,
      )
    } finally {
      await holder.close()
    }
  })

  it('says so when the server hangs up, says nothing, or answers as an older one would', async () => {
    const oddDir = folder('odd')
    const holder = await openPglite(oddDir)
    mkdirSync(path.dirname(ownerSocketPath(oddDir)), { recursive: true })
    let behaviour: (connection: net.Socket) => void = (connection) => connection.end()
    const odd = net.createServer((connection) => behaviour(connection)).listen(ownerSocketPath(oddDir))
    await once(odd, 'listening')
    const request = { command: 'set-admin-password', email: 'owner@example.com', password: PASSWORD } as const
    try {
      expectOneLine(
        await admin(['owner@example.com'], { DATA_DIR: oddDir }),
        'The running server hung up without an answer; its log may say why.',
      )
      behaviour = () => {}
      await expect(askForAnswer(oddDir, request, 300)).rejects.toThrow(
        'The running server did not answer within 0.3 seconds.',
      )
      // A server from before these requests sends a backup's bytes whatever it is asked.
      behaviour = (connection) => connection.end(Buffer.from([0x1f, 0x8b, 0x08, 0x00]))
      await expect(askForAnswer(oddDir, request)).rejects.toThrow(
        'The running server did not understand the request: restart it with this version and try again.',
      )
    } finally {
      odd.close()
      await holder.close()
    }
  })

  it('says so when PostgreSQL cannot be reached', async () => {
    expectOneLine(
      await admin(['owner@example.com'], {
        DATA_DIR: folder('unused'),
        DATABASE_URL: 'postgres://citybreak:secret@127.0.0.1:9/citybreak',
      }),
      /^PostgreSQL at DATABASE_URL cannot be reached \(ECONNREFUSED\): check that it is running/,
    )
  })
})
