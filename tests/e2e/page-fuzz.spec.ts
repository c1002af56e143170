import { rmSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import routeConfig from '../../app/routes'
import { freePort } from '../setup/free-port'
import {
  badCookies,
  EVERY_PARAMETER_SEGMENTS,
  HOSTILE_QUERIES,
  HOSTILE_SEGMENTS,
  seededRandom,
} from '../setup/fuzz-corpus'
import { rawRequest } from '../setup/raw-http'
import { freshDataDir, type ServerProcess, startServer, waitForHealth } from '../setup/server-process'
import { E2E_ADMIN } from './admin-credentials'

/**
 * Hostile URLs, queries, bodies and cookies against every page of app/routes.ts, rendered by the
 * production server process: no answer is a 5xx, and the server is still up at the end. No browser is
 * needed, only HTTP. A server of its own, so the other specs never see what this one sends.
 */

const SESSION_COOKIE = 'citybreak_session'
const HOSTILE_SEGMENTS_PER_ROUTE = 3

/** Every page's path pattern, children included, as React Router will match them. */
function pagePatterns(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ''].filter(Boolean).join('/')
    return [...(entry.index || entry.path ? [path] : []), ...pagePatterns(entry.children ?? [], path)]
  })
}

/** A pattern with its parameters filled in by `segment`; optional ones also left out. */
const fill = (pattern: string, segment: string) =>
  `/${pattern.replace(/:\w+\??|\*/g, segment)}`.replace(/\/+$/, '') || '/'

/** A request fetch would refuse to send as it is (a TRACE, HTTP/1.0 without Host): sent over a socket. */
type RawPageRequest = { method: string; version: '1.0' | '1.1'; headers: Record<string, string> }

type PageRequest = { name: string; path: string; init: RequestInit; raw?: RawPageRequest }

/** A whole call-back form, so that its one hostile field gets past the others to what stores it. */
const CALLBACK_FORM_WITH_NUL =
  'name=Ann+Example&phone=020+7946+0000&email=ann%40example.com&best_time_to_call=morning&message=a%00b'

function requestsFor(pattern: string): PageRequest[] {
  const random = seededRandom(pattern)
  const hasParameter = /[:*]/.test(pattern)
  const segments = hasParameter
    ? [
        'venice-city-break',
        '1',
        ...EVERY_PARAMETER_SEGMENTS,
        ...random.sample(HOSTILE_SEGMENTS, HOSTILE_SEGMENTS_PER_ROUTE),
      ]
    : ['']
  return segments.flatMap((segment): PageRequest[] => {
    const path = fill(pattern, segment)
    // React Router's own data requests: the page's loader data, as client navigation asks for it.
    const data = `${path === '/' ? '/_root' : path}.data`
    return [
      { name: `GET ${path}`, path, init: {} },
      { name: `GET ${path} with a hostile query`, path: `${path}${random.pick(HOSTILE_QUERIES)}`, init: {} },
      {
        name: `GET ${data}`,
        path: `${data}?_routes=${encodeURIComponent(random.pick(HOSTILE_SEGMENTS))}`,
        init: {},
      },
      {
        name: `POST ${path} with a form`,
        path,
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: "a=%E0%A4%A&b=' OR 1=1",
        },
      },
      {
        name: `POST ${path} with a call-back form holding a NUL`,
        path,
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: CALLBACK_FORM_WITH_NUL,
        },
      },
      {
        name: `TRACE ${path}`,
        path,
        init: {},
        raw: { method: 'TRACE', version: '1.1', headers: { Host: `127.0.0.1:${port}` } },
      },
      {
        name: `GET ${path} over HTTP/1.0 without Host`,
        path,
        init: {},
        raw: { method: 'GET', version: '1.0', headers: {} },
      },
      {
        name: `POST ${data} with broken multipart`,
        path: data,
        init: {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          body: '--x\r\nbroken',
        },
      },
    ]
  })
}

let server: ServerProcess
let dataDir: string
let adminCookie: string
let port: number
const url = (path: string) => `http://127.0.0.1:${port}${path}`
const patterns = pagePatterns(routeConfig)

/**
 * Node's fetch can reuse a kept-alive connection at the moment the server times it out; one retry on a
 * fresh connection tells that apart from a server that died, which the last checks of the test catch.
 */
const send = (path: string, init: RequestInit) => fetch(url(path), init).catch(() => fetch(url(path), init))

/** The status of one request: over a socket when fetch could not send it as written. */
async function statusOf({ path, init, raw }: PageRequest, cookie: string) {
  if (raw) {
    const headers = { ...raw.headers, ...(cookie && { Cookie: cookie }) }
    return (await rawRequest(url('/'), { ...raw, target: path, headers })).status
  }
  const headers = { ...(init.headers as Record<string, string>), cookie }
  const response = await send(path, { ...init, headers, redirect: 'manual' })
  await response.body?.cancel()
  return response.status
}

async function fuzz(requests: PageRequest[], cookieFor: (index: number) => string) {
  const problems: string[] = []
  for (const [index, request] of requests.entries()) {
    const status = await statusOf(request, cookieFor(index))
    // 0: no answer at all, the connection dropped.
    if (status >= 500 || status === 0) problems.push(`${request.name} → ${status}`)
  }
  return problems
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  dataDir = freshDataDir('citybreak-page-fuzz-')
  port = await freePort()
  server = startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  })
  await waitForHealth(port)
  const login = await fetch(url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  })
  adminCookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
})

test.afterAll(async () => {
  server.child.kill('SIGTERM')
  await server.exited
  rmSync(dataDir, { recursive: true, force: true })
})

test('the pages are read from app/routes.ts', () => {
  expect(patterns).toEqual(expect.arrayContaining(['', 'offers', 'package/:slug?', ':slug', '*']))
  expect(adminCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=.+`))
})

test('no page answers hostile input with a 5xx, for a visitor, a broken session or an admin', async () => {
  test.setTimeout(120_000)
  const cookies = badCookies(SESSION_COOKIE)
  const problems: string[] = []
  for (const pattern of patterns) {
    const requests = requestsFor(pattern)
    problems.push(
      ...(await fuzz(requests, () => '')),
      ...(await fuzz(requests.slice(0, cookies.length), (index) => cookies[index] ?? '')),
      ...(await fuzz(requests, () => adminCookie)),
    )
  }
  expect(problems).toEqual([])
  expect((await fetch(url('/api/health'))).status).toBe(200)
  expect((await fetch(url('/'))).status).toBe(200)
})
