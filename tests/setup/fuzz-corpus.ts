/**
 * Hostile input for the fuzz tests of the API and the pages. A fixed corpus and a seeded generator, so a
 * run sends the same requests every time and a failure can be replayed.
 */

/** mulberry32: a tiny deterministic generator; the seed comes from what is fuzzed, not from the clock. */
export function seededRandom(seedText: string) {
  let seed = [...seedText].reduce(
    (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619),
    2_166_136_261,
  )
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296
  }
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  return {
    pick,
    /** `count` entries drawn from `list`, so each target gets a different share of a long corpus. */
    sample: <T>(list: readonly T[], count: number): T[] => Array.from({ length: count }, () => pick(list)),
    below: (count: number) => Math.floor(next() * count),
  }
}

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '1e309',
  '99999999999999999999999',
  '-99999999999999999999',
  '0x10',
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd%00.png',
  'a\u0000b',
  "' OR '1'='1",
  '1; DROP TABLE travel_packages; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'ñandú 😀 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 مرحبا',
  '\u202Egnp.exe',
  '\uD800',
  'x'.repeat(10_000),
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '2027-02-30',
  '2027-13-01',
  '-2027-01-01',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection payload, meant literally
  '${jndi:ldap://127.0.0.1/a}',
  'true',
  'null',
  '__proto__',
  '£-5',
  '1,2,3',
] as const

export const HOSTILE_VALUES: readonly unknown[] = [
  ...HOSTILE_STRINGS,
  -1,
  0,
  0.5,
  1.999,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  // Below the smallest number a PostgreSQL real (float4) holds, which it refuses rather than round.
  1e-320,
  5e-324,
  true,
  false,
  null,
  [],
  [1, 2],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
  [[[[[['deep']]]]]],
]

/** Path segments every route parameter is given: ones that do not URL-decode, and a NUL. */
export const EVERY_PARAMETER_SEGMENTS = ['%E0%A4%A', '%', '%c0%ae%c0%ae', 'a%00b']

/** Path segments as they reach the server: encoded hostile text, traversal in its many spellings. */
export const HOSTILE_SEGMENTS = [
  ...HOSTILE_STRINGS.filter((text) => text.length < 1_000 && !text.includes('\uD800')).map(
    encodeURIComponent,
  ),
  'x'.repeat(3_000),
  '%%',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5c..%5cboot.ini',
]

/** Query strings with the names real pages and endpoints read, and some they do not. */
export const HOSTILE_QUERIES = [
  '?destination=-1&month=2027-13&duration=forever&airport=%27%3B--',
  '?destination=99999999999999999999&month=0000-01&airport=LHRX',
  '?month=%E0%A4%A',
  '?destination[]=1&destination[]=2&month[$gt]=',
  `?q=${'x'.repeat(3_000)}`,
  '?packageId=-1&pricingOptionId=abc&id=..%2F..%2Fetc',
  '?_routes=..%2F..%2Froot&index',
  '?__proto__[admin]=1&constructor[prototype][admin]=1',
]

/** Cookie headers a session reader must survive: garbage, bad encoding, injection, sheer size. */
export const badCookies = (name: string) => [
  `${name}=garbage`,
  `${name}=%E0%A4%A`,
  `${name}=' OR '1'='1`,
  `${name}=${'x'.repeat(6_000)}`,
  `${name}=a; ${name}=b`,
  `${name}`,
  ';;;=;=',
  `${name}="unterminated`,
]
