import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect } from '@playwright/test'

/** A production server process started by a test, beside the one Playwright runs. */
export type ServerProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

export function startServer(environment: Record<string, string>): ServerProcess {
  let output = ''
  const child = spawn(process.execPath, ['build/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  return { child, output: () => output, exited }
}

export async function waitForHealth(port: number) {
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status, {
      timeout: 60_000,
    })
    .toBe(200)
}

export const freshDataDir = (prefix = 'citybreak-lifecycle-') => mkdtempSync(path.join(tmpdir(), prefix))
