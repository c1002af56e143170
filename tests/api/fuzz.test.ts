import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { seedDatabase } from '#app/db/seed.server'
import { SESSION_COOKIE } from '#app/services/auth/auth.server'
import type { ApiRoute } from '#server/api/route-list'
import { openBooking } from '#tests/factories/bookings'
import { anotherVisitor } from '#tests/factories/enquiries'
import { signIn } from '#tests/setup/admin-session'
import { apiRoutes, concretePath } from '#tests/setup/api-routes'
import {
  badCookies,
  EVERY_PARAMETER_SEGMENTS,
  HOSTILE_QUERIES,
  HOSTILE_SEGMENTS,
  HOSTILE_VALUES,
  seededRandom,
} from '#tests/setup/fuzz-corpus'
import { startPosthogStub } from '#tests/setup/posthog-stub'
import { startStripeStandIn, stripeStandInEnvironment } from '#tests/setup/stripe-stand-in'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/**
 * Hostile input to every route of the API router, with and without an admin session: the answer is never
 * a 5xx, a 4xx always has the JSON error shape, and the server is still up at the end.
 */

type Route = ApiRoute
type Bytes = Uint8Array<ArrayBuffer>
type FuzzCase = { name: string; path: string; init: RequestInit }

/** Values most bodies accept, so that one hostile field gets past the others to the service and database. */
const PLAUSIBLE: Record<string, unknown> = {
  title: 'Fuzzed city break',
  slug: 'fuzzed-city-break',
  duration: '4 nights',
  destinationId: 1,
  basePrice: '499.00',
  packageId: 1,
  airportId: 1,
  departureDate: '2031-05-01',
  returnDate: '2031-05-05',
  price: '499.00',
  discountedPrice: '449.00',
  availableSeats: 4,
  isAvailable: true,
  author: 'Ann Example',
  rating: 4,
  comment: 'A lovely few days in the city.',
  label: 'Flights included',
  icon: 'plane',
  widgetType: 'search-box',
  widgetId: 'box',
  position: 3,
  isActive: true,
  name: 'Fuzzville',
  country: 'Italy',
  description: 'Somewhere else.',
  email: 'fuzz@example.com',
  password: 'not the password',
  currentPassword: 'not the password',
  newPassword: 'a long enough new password',
  token: 'A'.repeat(43),
  role: 'sales',
  first_name: 'Ann',
  last_name: 'Example',
  phone: '020 7946 0000',
  custom_fields: { best_time_to_call: 'morning', message: 'Please call.' },
  api_key: 'phc_fuzz',
  event: 'fuzz',
  properties: {},
  timestamp: '2031-01-01T00:00:00Z',
  sequence: 1,
  focalX: 0.5,
  focalY: 0.5,
  replaceExisting: 'false',
  dryRun: 'true',
  // A booking of the sample catalogue's first package (issue 39), and staff's payment and cancellation.
  date: '2031-05-01',
  airport: 'LGW',
  travellers: [{ firstName: 'Ann', surname: 'Example', dateOfBirth: '1980-01-01' }],
  contact: {
    email: 'fuzz@example.com',
    phone: '020 7946 0000',
    address: { line1: '1 High Street', town: 'Bristol', postcode: 'BS1 4DJ' },
  },
  payment: 'deposit',
  acceptTerms: true,
  amount: '10.00',
  method: 'card',
  reason: 'Fuzzed',
  enabled: true,
  depositPerPerson: '100.00',
  holdMinutes: 60,
}
const FIELDS = Object.keys(PLAUSIBLE)
// Per route: enough to reach every kind of check, few enough to run in CI on two cores.
const HOSTILE_SEGMENTS_PER_ROUTE = 6
const MUTATED_BODIES = 16
const UPLOAD_NAMES_PER_ROUTE = 2

/** Bodies no client of ours sends: broken JSON, JSON that is not an object, wrong or missing media types. */
const RAW_BODIES: { name: string; headers: Record<string, string>; body: string | Bytes }[] = [
  ...['{', '{"title":', '[1,2', 'nul', '{"a":1}}', '\u0000', ''].map((body) => ({
    name: `malformed JSON ${JSON.stringify(body)}`,
    headers: { 'content-type': 'application/json' },
    body,
  })),
  ...['null', '[]', '"text"', '123', 'true', '[{"title":"x"}]'].map((body) => ({
    name: `JSON ${body}`,
    headers: { 'content-type': 'application/json' },
    body,
  })),
  {
    // Each field an object String() cannot turn into text: code reading one as text before the check threw.
    name: 'JSON whose every field is an object without a usable toString',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, { toString: 1 }]))),
  },
  {
    name: 'JSON nested 10,000 deep',
    headers: { 'content-type': 'application/json' },
    body: `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  },
  {
    name: 'JSON over 64 KB',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...PLAUSIBLE, comment: 'x'.repeat(70_000) }),
  },
  ...[
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
    'application/json; charset=utf-16',
    'application/json; charset=klingon',
    'multipart/form-data',
    'multipart/form-data; boundary=fuzz',
  ].map((type) => ({ name: `content type ${type}`, headers: { 'content-type': type }, body: 'title=x&a=1' })),
  { name: 'no content type', headers: {}, body: new TextEncoder().encode(JSON.stringify(PLAUSIBLE)) },
  ...['gzip', 'deflate', 'br', 'x-bogus'].map((encoding) => ({
    name: `content encoding ${encoding} over garbage`,
    headers: { 'content-type': 'application/json', 'content-encoding': encoding },
    body: 'not compressed at all',
  })),
  {
    name: 'truncated multipart',
    headers: { 'content-type': 'multipart/form-data; boundary=fuzz' },
    body: '--fuzz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
  },
  {
    name: 'multipart with a part without a name',
    headers: { 'content-type': 'multipart/form-data; boundary=fuzz' },
    body: '--fuzz\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--fuzz--\r\n',
  },
]

const UPLOAD_NAMES = [
  '../../../../etc/passwd',
  '..\\..\\windows\\system32\\evil.png',
  '/etc/cron.d/evil.png',
  '%2e%2e%2fevil.png',
  'evil.png\u0000.sh',
  `${'a'.repeat(1_000)}.png`,
  '😀<script>.png',
]
const HOSTILE_CSV = [
  'departure_date,price,airport,seats\n',
  '2031-05-01,-5,LHR,-1\n',
  '0000-01-01,1e309,<script>,99999999999999\n',
  '=cmd|"/c calc"!A1,"1,2,3",\'; drop table airports; --,\n',
  `${'x'.repeat(5_000)},NaN,😀,1.5\n`,
].join('')

let server: TestServer
let adminCookie: string
let posthog: Awaited<ReturnType<typeof startPosthogStub>>
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>
let png: Bytes

const ErrorShape = z
  .object({
    error: z.string().min(1),
    details: z.array(z.looseObject({ path: z.string(), message: z.string() })).optional(),
  })
  .strict()

/** What is wrong with an answer, or null: any 5xx, and any 4xx that is not the JSON error shape. */
async function problemWith(response: Response) {
  const text = await response.text()
  if (response.status >= 500) return `${response.status} ${text.slice(0, 200)}`
  if (response.status < 400) return null
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return `${response.status} is not JSON: ${text.slice(0, 200)}`
  }
  return ErrorShape.safeParse(body).success
    ? null
    : `${response.status} is not the error shape: ${text.slice(0, 200)}`
}

/** PLAUSIBLE with one to three fields replaced by hostile values; `changed` names them for a failure. */
function mutatedBody(random: ReturnType<typeof seededRandom>) {
  const changed: Record<string, unknown> = {}
  for (let count = random.below(3); count >= 0; count -= 1)
    changed[random.pick(FIELDS)] = random.pick(HOSTILE_VALUES)
  return { body: { ...PLAUSIBLE, ...changed }, changed: JSON.stringify(changed).slice(0, 200) }
}

function multipartBody(
  random: ReturnType<typeof seededRandom>,
  file: { field: string; name: string; bytes: Bytes },
) {
  const form = new FormData()
  for (const [field, value] of Object.entries(mutatedBody(random).body)) {
    form.append(field, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))
  }
  form.append(file.field, new Blob([file.bytes]), file.name)
  return form
}

/** The requests one route gets: hostile parameters or queries, then, for writes, hostile bodies. */
function casesFor({ method, path }: Route): FuzzCase[] {
  const random = seededRandom(`${method} ${path}`)
  const json = (body: unknown): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  })
  const at = concretePath(path)
  const cases: FuzzCase[] = path.includes(':')
    ? [
        '1',
        '999999',
        ...EVERY_PARAMETER_SEGMENTS,
        ...random.sample(HOSTILE_SEGMENTS, HOSTILE_SEGMENTS_PER_ROUTE),
      ].map((segment) => ({
        name: `parameter ${segment.slice(0, 40)}`,
        path: concretePath(path, segment),
        init: json(PLAUSIBLE),
      }))
    : HOSTILE_QUERIES.map((query) => ({
        name: `query ${query.slice(0, 60)}`,
        path: `${at}${query}`,
        init: json(PLAUSIBLE),
      }))
  if (method === 'GET') return cases
  for (const raw of RAW_BODIES)
    cases.push({ name: raw.name, path: at, init: { method, headers: raw.headers, body: raw.body } })
  for (let index = 0; index < MUTATED_BODIES; index += 1) {
    const { body, changed } = mutatedBody(random)
    cases.push({ name: `body with ${changed}`, path: at, init: json(body) })
  }
  const files = [
    ...random
      .sample(UPLOAD_NAMES, UPLOAD_NAMES_PER_ROUTE)
      .map((name) => ({ field: 'image', name, bytes: png })),
    {
      field: 'image',
      name: 'not-an-image.png',
      bytes: new TextEncoder().encode('<?php system($_GET["c"]); ?>'),
    },
    { field: 'csv', name: '../../prices.csv', bytes: new TextEncoder().encode(HOSTILE_CSV) },
    { field: 'csv', name: 'binary.csv', bytes: png },
    { field: 'elsewhere', name: 'a.png', bytes: png },
  ]
  for (const file of files) {
    cases.push({
      name: `multipart ${file.field} "${file.name.slice(0, 40)}"`,
      path: at,
      init: { method, body: multipartBody(random, file) },
    })
  }
  return cases
}

async function fuzz(route: Route, cookieFor: (index: number) => string | undefined, cases = casesFor(route)) {
  const problems: string[] = []
  for (const [index, { name, path, init }] of cases.entries()) {
    const cookie = cookieFor(index)
    const response = await fetch(server.url(path), {
      ...init,
      // Every request from another visitor, so the per-IP limits leave the validation something to do.
      headers: {
        ...(init.headers as Record<string, string>),
        ...anotherVisitor(),
        // A key of its own, so a booking's body is read rather than refused for want of one.
        'idempotency-key': randomUUID(),
        ...(cookie && { cookie }),
      },
    })
    const problem = await problemWith(response)
    if (problem) problems.push(`${name} → ${problem}`)
  }
  return { problems, sent: cases.length }
}

const routes = apiRoutes()

beforeAll(async () => {
  posthog = await startPosthogStub()
  // Card payments on, so the Stripe webhook reaches its signature check and a booking its payment page.
  stripe = await startStripeStandIn()
  server = await startTestServer({
    environment: {
      POSTHOG_USE_PROXY: 'true',
      POSTHOG_API_KEY: 'phc_fuzz',
      POSTHOG_HOST: posthog.url,
      ...stripeStandInEnvironment(stripe.url),
    },
  })
  // With the sample catalogue the ids and slugs resolve, so the fuzz reaches past "not found".
  await seedDatabase(server.db)
  await openBooking(server.db)
  const image = sharp({ create: { width: 2, height: 2, channels: 3, background: '#08c' } })
  png = new Uint8Array(await image.png().toBuffer())
})

afterAll(async () => {
  await server.close()
  await posthog.close()
  await stripe.close()
})

describe('hostile input to the API', () => {
  it('finds the routes in the router', () => {
    expect(routes.length).toBeGreaterThanOrEqual(30)
    expect(routes).toContainEqual(expect.objectContaining({ method: 'POST', path: '/images' }))
  })

  describe('from a visitor', () => {
    const isPublic = (route: Route) => route.method === 'GET' || route.access === 'anyone'
    it.each(routes)('$method $path never answers 5xx', async (route) => {
      // A visitor's write to a staff route is refused before its input is read: a few requests show it.
      const cases = casesFor(route)
      const { problems, sent } = await fuzz(
        route,
        () => undefined,
        isPublic(route) ? cases : cases.slice(0, 8),
      )
      expect(sent).toBeGreaterThan(5)
      expect(problems).toEqual([])
    })
  })

  describe('from a visitor with a broken session cookie', () => {
    const cookies = badCookies(SESSION_COOKIE)
    it.each(routes)('$method $path never answers 5xx', async (route) => {
      // The cookie is read before anything else, so a few requests per cookie are enough.
      const cases = casesFor(route).slice(0, cookies.length)
      const { problems } = await fuzz(route, (index) => cookies[index], cases)
      expect(problems).toEqual([])
    })
  })

  describe('from a signed-in admin, so the validation itself is reached', () => {
    beforeEach(async () => {
      // Fuzzing POST /auth/logout signs the admin out; sign in again before the next route.
      const me = await fetch(server.url('/api/auth/me'), { headers: { cookie: adminCookie ?? '' } })
      if (me.status !== 200) adminCookie = await signIn(server)
    })

    it.each(routes)('$method $path never answers 5xx', async (route) => {
      const { problems } = await fuzz(route, () => adminCookie)
      expect(problems).toEqual([])
    })
  })

  it('refuses an upload over the size limits on every write, signed in', async () => {
    const huge = { field: 'image', name: 'huge.png', bytes: new Uint8Array(11 * 1024 * 1024) }
    const writes = routes.filter((route) => route.method !== 'GET')
    const problems: string[] = []
    for (const route of writes) {
      const { method, path } = route
      const init = { method, body: multipartBody(seededRandom(path), huge) }
      const [result] = (
        await fuzz(route, () => adminCookie, [{ name: 'upload of 11 MB', path: concretePath(path), init }])
      ).problems
      if (result) problems.push(`${method} ${path}: ${result}`)
    }
    expect(problems).toEqual([])
  })

  it('leaves the server up and answering', async () => {
    expect((await fetch(server.url('/api/health'))).status).toBe(200)
    expect((await fetch(server.url('/api/travel-packages'))).status).toBe(200)
  })
})
