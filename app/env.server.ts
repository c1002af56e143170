import proxyaddr from 'proxy-addr'
import { z } from 'zod'
import { readEmbedOrigins } from '#app/lib/embed-policy'
import { readPhoneNumber } from '#app/schemas/phone-number'

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1')

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined))

const TRUST_PROXY_HELP =
  "must be a hop count, or proxy addresses, CIDR ranges or 'loopback', 'linklocal', 'uniquelocal' separated by commas"

function trustProxyProblem(value: string, list: string[]) {
  // `true` would let every visitor name their own address and so slip past the per-IP rate limits.
  if (value === 'true') return 'true would trust any address a visitor claims'
  try {
    proxyaddr.compile(list)
    return null
  } catch (error) {
    return (error as Error).message
  }
}

/**
 * Who the site's emails come from: an address, or a display name and an address in angle brackets
 * ('Lagoon & Lantern Holidays <hello@example.com>'). Unset, the agency's name and AGENCY_EMAIL.
 */
const mailFrom = optionalText.superRefine((value, context) => {
  if (value === undefined) return
  const address = /^(?:[^<>\r\n]*<([^<>\s]+)>|([^<>\s]+))$/.exec(value)
  if (!z.email().safeParse(address?.[1] ?? address?.[2]).success) {
    context.addIssue({ code: 'custom', message: "must be an address, or 'Name <address>'" })
  }
})

/** The agency's number, shown on every page and dialled by its links: stored numbers' one form (decision 51). */
const agencyPhone = z
  .string()
  .default('020 7946 0321')
  .transform((value, context) => {
    const phone = readPhoneNumber(value.trim())
    if (phone) return phone
    context.addIssue({ code: 'custom', message: 'must be a phone number, such as 020 7946 0321' })
    return z.NEVER
  })

/** Which proxies may tell us the visitor's address in X-Forwarded-For, in Express's own syntax. */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): number | string[] => {
    const text = value?.trim() || 'loopback'
    if (/^\d+$/.test(text)) return Number(text)
    const list = text.split(',').map((entry) => entry.trim())
    const problem = trustProxyProblem(text, list)
    if (!problem) return list
    context.addIssue({ code: 'custom', message: `${TRUST_PROXY_HELP} (${problem})` })
    return z.NEVER
  })

/** An http(s) address without its trailing slashes, or undefined when empty. */
const optionalHttpUrl = z
  .string()
  .optional()
  .transform((value) => value?.trim().replace(/\/+$/, '') || undefined)
  .pipe(z.url({ protocol: /^https?$/ }).optional())

const bucketName = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
    'must be a bucket name: 3 to 63 lower-case letters, digits, dots, hyphens',
  )
  .optional()

const WEB_CONCURRENCY_HELP = 'must be a whole number from 1 to 64'

/**
 * How many server processes `npm start` runs on the one port (decision 44). server-cluster.ts reads it before
 * the app loads and holds the same rules; it is here so the configuration knows it too.
 */
const webConcurrency = z
  .string()
  .optional()
  .transform((value) => value?.trim() || '1')
  .pipe(z.string().regex(/^\d+$/, WEB_CONCURRENCY_HELP))
  .transform(Number)
  .pipe(z.number().min(1, WEB_CONCURRENCY_HELP).max(64, WEB_CONCURRENCY_HELP))

const SHUTDOWN_DRAIN_HELP = 'must be a whole number of milliseconds from 0 to 120000'

/**
 * How long a server told to stop (SIGTERM) keeps serving while its health check answers 503, so a load
 * balancer that checks every few seconds stops sending it requests before it closes its port (decision 54).
 */
const shutdownDrainMs = z
  .string()
  .optional()
  .transform((value) => value?.trim() || '5000')
  .pipe(z.string().regex(/^\d+$/, SHUTDOWN_DRAIN_HELP))
  .transform(Number)
  .pipe(z.number().max(120_000, SHUTDOWN_DRAIN_HELP))

/** The bearer token a scraper shows for GET /metrics; unset, there are no metrics (decision 54). */
const metricsToken = optionalText.pipe(
  z
    .string()
    .regex(/^[!-~]{16,512}$/, 'must be 16 to 512 characters, without spaces (openssl rand -hex 32 makes one)')
    .optional(),
)

/**
 * Other sites whose scripts and frames HTML sections may use, which the content security policy then lets
 * through (decision 56): origins separated by commas or spaces; none by default.
 */
const embedOrigins = z
  .string()
  .optional()
  .transform((value, context) => {
    const read = readEmbedOrigins(value ?? '')
    if ('origins' in read) return read.origins
    context.addIssue({
      code: 'custom',
      message: `must be origins such as https://www.youtube-nocookie.com, separated by commas or spaces (${read.notAnOrigin} is not one)`,
    })
    return z.NEVER
  })

/** Card payments' keys (decision 63): a prefix check, so the two pasted the wrong way round fail at start-up. */
const stripeKey = (prefix: RegExp, example: string) =>
  optionalText.pipe(z.string().regex(prefix, `must start with ${example}`).optional())

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  WEB_CONCURRENCY: webConcurrency,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  TRUST_PROXY: trustProxy,
  PUBLIC_URL: optionalHttpUrl,
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(12).optional()),
  SESSION_SECRET: optionalText.pipe(z.string().min(32).optional()),
  AGENCY_NAME: z.string().min(1).default('Lagoon & Lantern Holidays'),
  AGENCY_PHONE: agencyPhone,
  AGENCY_EMAIL: z.email().default('enquiries@example.com'),
  AGENCY_ADDRESS: z.string().min(1).default('Suite 4, 12 Fictional Row, Croydon CR0 1XX'),
  ATOL_NUMBER: z.string().min(1).default('0000'),
  MESSENGER_URL: z.url({ protocol: /^https?$/ }).default('https://m.me/example'),
  CRM_WEBHOOK_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // Past it a delivery counts as failed and is retried later with the same Idempotency-Key (decision 30).
  CRM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; unset, mail is written under DATA_DIR.
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: mailFrom,
  /** Call-back requests are deleted this many months after they arrive (the privacy notice says so). */
  LEAD_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  POSTHOG_API_KEY: optionalText,
  POSTHOG_HOST: z.url({ protocol: /^https?$/ }).default('https://eu.i.posthog.com'),
  POSTHOG_USE_PROXY: flag,
  TRAVELIFY_WIDGET_ID: z.string().regex(/^\d+$/, 'must be a number').default('10695'),
  TRAVELIFY_SCRIPT_URL: z.url({ protocol: /^https$/ }).default('https://widgets.travelify.io/search-box.js'),
  EMBED_ORIGINS: embedOrigins,
  SHUTDOWN_DRAIN_MS: shutdownDrainMs,
  METRICS_TOKEN: metricsToken,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
  // Images in an S3-compatible bucket rather than DATA_DIR/uploads (decision 29); its keys come from the AWS chain.
  S3_BUCKET: optionalText.pipe(bucketName),
  S3_ENDPOINT: optionalHttpUrl,
  S3_REGION: optionalText,
  S3_FORCE_PATH_STYLE: flag,
  S3_PUBLIC_URL: optionalHttpUrl,
  // Card payments through Stripe Checkout (decision 63): both or neither.
  STRIPE_SECRET_KEY: stripeKey(/^(sk|rk)_/, 'sk_ (or rk_ for a restricted key)'),
  STRIPE_WEBHOOK_SECRET: stripeKey(/^whsec_/, 'whsec_'),
  // Where the stripe package sends its requests instead of api.stripe.com: the tests' stand-in.
  STRIPE_API_URL: optionalHttpUrl,
})

/** The settings that mean something only with S3_BUCKET: set alone, they would be ignored without a word. */
const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE', 'S3_PUBLIC_URL'] as const

/**
 * Card payments need both keys: the secret key alone would take payments the site never records, the webhook
 * secret alone would wait for payments nobody can make.
 */
function missingStripeSetting(config: z.infer<typeof ConfigSchema>) {
  const { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_URL: api } = config
  if (key && !secret) return { missing: 'STRIPE_WEBHOOK_SECRET', given: 'STRIPE_SECRET_KEY' }
  if (!key && (secret || api))
    return { missing: 'STRIPE_SECRET_KEY', given: secret ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_API_URL' }
  return null
}

const CheckedConfigSchema = ConfigSchema.superRefine((config, context) => {
  const stray = config.S3_BUCKET ? undefined : S3_SETTINGS.find((name) => config[name])
  if (stray)
    context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `must be set when ${stray} is` })
  const stripe = missingStripeSetting(config)
  if (stripe)
    context.addIssue({
      code: 'custom',
      path: [stripe.missing],
      message: `must be set when ${stripe.given} is`,
    })
  // The embedded database's folder belongs to one process (decision 11).
  if (config.WEB_CONCURRENCY > 1 && !config.DATABASE_URL) {
    context.addIssue({
      code: 'custom',
      path: ['WEB_CONCURRENCY'],
      message: 'above 1 needs DATABASE_URL: the embedded database serves one process',
    })
  }
})

export type Config = z.infer<typeof ConfigSchema>

/** Thrown when the environment is invalid; its message names the variable. */
export class ConfigError extends Error {}

export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const parsed = CheckedConfigSchema.safeParse(environment)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const variable = issue?.path.join('.') ?? 'environment'
  throw new ConfigError(`Invalid configuration: ${variable} ${issue?.message ?? 'is invalid'}`)
}

/** The address the server prints when it starts listening: what a newcomer opens in a browser. */
export function listeningOrigin({ HOST, PORT }: Pick<Config, 'HOST' | 'PORT'>): string {
  const everywhere = HOST === '0.0.0.0' || HOST === '::'
  const host = everywhere ? 'localhost' : HOST.includes(':') ? `[${HOST}]` : HOST
  return `http://${host}:${PORT}`
}

/**
 * The site's own address in the links it publishes (canonical, og:url, structured data, sitemap, robots.txt).
 * In production it never comes from a request: Host and X-Forwarded-Host are the visitor's to write, and a
 * shared cache would hand what one request named to everyone. Without PUBLIC_URL a production server
 * publishes the address it listens on (and says loudly at start that PUBLIC_URL is missing). Development
 * and tests, with no PUBLIC_URL, follow the request (undefined here).
 */
export function publishedOrigin(config: Config): string | undefined {
  if (config.PUBLIC_URL) return config.PUBLIC_URL
  return config.NODE_ENV === 'production' ? listeningOrigin(config) : undefined
}

/**
 * The site's address in the links emails carry: PUBLIC_URL, else the address the server listens on. Never a
 * request's Host, which whoever sends the request writes: a link built from it could send the reader of a
 * confirmation email to another site.
 */
export const mailOrigin = (config: Config): string => config.PUBLIC_URL ?? listeningOrigin(config)

/** The values the browser may see: contact details and brand, never secrets. */
export function publicConfig(config: Config) {
  return {
    agencyName: config.AGENCY_NAME,
    agencyPhone: config.AGENCY_PHONE,
    agencyEmail: config.AGENCY_EMAIL,
    agencyAddress: config.AGENCY_ADDRESS,
    atolNumber: config.ATOL_NUMBER,
    messengerUrl: config.MESSENGER_URL,
    travelifyWidgetId: config.TRAVELIFY_WIDGET_ID,
    travelifyScriptUrl: config.TRAVELIFY_SCRIPT_URL,
    // Public already: the content security policy names them on every page.
    embedOrigins: config.EMBED_ORIGINS,
    leadRetentionMonths: config.LEAD_RETENTION_MONTHS,
  }
}

export type PublicConfig = ReturnType<typeof publicConfig>
