import { describe, expect, it } from 'vitest'
import { serverProcessCount } from '../server-cluster'
import { loadConfig, mailOrigin, publicConfig } from './env.server'

describe('loadConfig', () => {
  it('runs with no settings at all, on fictional defaults', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.DATA_DIR).toBe('./data')
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.AGENCY_PHONE).toMatch(/^020 7946 0\d{3}$/)
    expect(config.AGENCY_EMAIL).toMatch(/@example\.com$/)
    expect(config.TRAVELIFY_WIDGET_ID).toBe('10695')
    expect(config.POSTHOG_HOST).toBe('https://eu.i.posthog.com')
    expect(config.CRM_TIMEOUT_MS).toBe(10_000)
  })

  it('stops with one line naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT /)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/db' })).toThrow(/DATABASE_URL/)
    expect(() => loadConfig({ AGENCY_EMAIL: 'not-an-email' })).toThrow(/AGENCY_EMAIL/)
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/)
    for (const timeout of ['ten seconds', '0', '2.5', '600000']) {
      expect(() => loadConfig({ CRM_TIMEOUT_MS: timeout })).toThrow(/^Invalid configuration: CRM_TIMEOUT_MS /)
    }
    expect(loadConfig({ CRM_TIMEOUT_MS: '30000' }).CRM_TIMEOUT_MS).toBe(30_000)
    for (const phone of ['', 'not a phone', '020 7946 032']) {
      expect(() => loadConfig({ AGENCY_PHONE: phone })).toThrow(/^Invalid configuration: AGENCY_PHONE /)
    }
  })

  it('writes the agency’s number in the one form stored numbers take', () => {
    expect(loadConfig({ AGENCY_PHONE: '+44 (0)20 7946 0999' }).AGENCY_PHONE).toBe('020 7946 0999')
    expect(loadConfig({ AGENCY_PHONE: '0039 06 1234 5678' }).AGENCY_PHONE).toBe('+39 06 1234 5678')
  })

  it('reads flags and treats empty values as unset', () => {
    const config = loadConfig({ POSTHOG_USE_PROXY: 'true', DATABASE_URL: '', CRM_WEBHOOK_URL: ' ' })
    expect(config.POSTHOG_USE_PROXY).toBe(true)
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.CRM_WEBHOOK_URL).toBeUndefined()
  })
})

describe('SHUTDOWN_DRAIN_MS', () => {
  it('drains for 5 s unless told otherwise, and takes 0 to 120000 ms', () => {
    expect(loadConfig({}).SHUTDOWN_DRAIN_MS).toBe(5_000)
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: ' ' }).SHUTDOWN_DRAIN_MS).toBe(5_000)
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0' }).SHUTDOWN_DRAIN_MS).toBe(0)
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '120000' }).SHUTDOWN_DRAIN_MS).toBe(120_000)
    for (const value of ['-1', '2.5', '5s', '120001']) {
      expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: value }), value).toThrow(
        /^Invalid configuration: SHUTDOWN_DRAIN_MS must be a whole number of milliseconds from 0 to 120000$/,
      )
    }
  })
})

describe('METRICS_TOKEN', () => {
  it('is unset unless given, and must be a long token without spaces', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined()
    expect(loadConfig({ METRICS_TOKEN: ' ' }).METRICS_TOKEN).toBeUndefined()
    const token = 'a'.repeat(64)
    expect(loadConfig({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token)
    for (const value of ['short-token', 'sixteen chars with spaces']) {
      expect(() => loadConfig({ METRICS_TOKEN: value }), value).toThrow(
        /^Invalid configuration: METRICS_TOKEN must be 16 to 512 characters, without spaces/,
      )
    }
  })
})

describe('TRUST_PROXY', () => {
  it('trusts only proxies on this machine unless told otherwise', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual(['loopback'])
    expect(loadConfig({ TRUST_PROXY: ' ' }).TRUST_PROXY).toEqual(['loopback'])
  })

  it("takes Express's syntax: a hop count, or addresses, ranges and names", () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
    ])
  })

  it('stops with one line naming the variable for a value Express would misread', () => {
    for (const value of ['cloudflare', '10.0.0.0/33', 'loopback,,', 'true', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /^Invalid configuration: TRUST_PROXY must be a hop count[^\n]*$/,
      )
    }
  })
})

describe('S3 settings', () => {
  it('keep images on the disk unless a bucket is named', () => {
    expect(loadConfig({}).S3_BUCKET).toBeUndefined()
    expect(loadConfig({ S3_BUCKET: ' ' }).S3_BUCKET).toBeUndefined()
  })

  it('read the bucket, endpoint, region, path style and CDN address', () => {
    const config = loadConfig({
      S3_BUCKET: 'citybreak-images',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'auto',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://images.example.com/',
    })
    expect(config).toMatchObject({
      S3_BUCKET: 'citybreak-images',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'auto',
      S3_FORCE_PATH_STYLE: true,
      S3_PUBLIC_URL: 'https://images.example.com',
    })
  })

  it('stop with one line naming the variable for a bad value, or a setting without its bucket', () => {
    expect(() => loadConfig({ S3_BUCKET: 'My_Bucket' })).toThrow(
      /^Invalid configuration: S3_BUCKET must be a bucket name/,
    )
    expect(() => loadConfig({ S3_BUCKET: 'images', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/)
    expect(() => loadConfig({ S3_BUCKET: 'images', S3_PUBLIC_URL: 'ftp://cdn' })).toThrow(/S3_PUBLIC_URL/)
    expect(() => loadConfig({ S3_PUBLIC_URL: 'https://images.example.com' })).toThrow(
      'Invalid configuration: S3_BUCKET must be set when S3_PUBLIC_URL is',
    )
  })
})

describe('publicConfig', () => {
  it('shares contact details with the browser but never secrets', () => {
    const shared = publicConfig(
      loadConfig({ SESSION_SECRET: 'x'.repeat(40), ADMIN_PASSWORD: 'a-long-password' }),
    )
    expect(Object.values(shared)).not.toContain('x'.repeat(40))
    expect(Object.values(shared)).not.toContain('a-long-password')
    expect(shared.agencyPhone).toBe('020 7946 0321')
  })
})

describe('mail settings', () => {
  it('write email to files, from the agency, until SMTP_URL is set', () => {
    const config = loadConfig({})
    expect(config.SMTP_URL).toBeUndefined()
    expect(config.MAIL_FROM).toBeUndefined()
    expect(loadConfig({ SMTP_URL: 'smtp://user:pass@mail.example.com:587' }).SMTP_URL).toBe(
      'smtp://user:pass@mail.example.com:587',
    )
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.com' }).SMTP_URL).toBe('smtps://mail.example.com')
  })

  it('take a sender as an address or a name and an address', () => {
    expect(loadConfig({ MAIL_FROM: 'hello@example.com' }).MAIL_FROM).toBe('hello@example.com')
    expect(loadConfig({ MAIL_FROM: 'Lagoon & Lantern <hello@example.com>' }).MAIL_FROM).toBe(
      'Lagoon & Lantern <hello@example.com>',
    )
  })

  it('stop with one line naming the bad variable', () => {
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com' })).toThrow(
      /^Invalid configuration: SMTP_URL /,
    )
    for (const from of ['not an address', 'Name <not-an-address>', '<a@example.com> trailing']) {
      expect(() => loadConfig({ MAIL_FROM: from }), from).toThrow(/^Invalid configuration: MAIL_FROM must be/)
    }
  })

  it('link to PUBLIC_URL, else the address the server listens on, never a request', () => {
    expect(mailOrigin(loadConfig({ PUBLIC_URL: 'https://www.example.com/' }))).toBe('https://www.example.com')
    expect(mailOrigin(loadConfig({ HOST: '127.0.0.1', PORT: '3344' }))).toBe('http://127.0.0.1:3344')
  })
})

describe('LEAD_RETENTION_MONTHS', () => {
  it('keeps call-back requests 24 months unless told otherwise, and tells the privacy page', () => {
    expect(loadConfig({}).LEAD_RETENTION_MONTHS).toBe(24)
    expect(loadConfig({ LEAD_RETENTION_MONTHS: '12' }).LEAD_RETENTION_MONTHS).toBe(12)
    expect(publicConfig(loadConfig({ LEAD_RETENTION_MONTHS: '18' })).leadRetentionMonths).toBe(18)
    for (const value of ['0', 'two years', '1.5', '121']) {
      expect(() => loadConfig({ LEAD_RETENTION_MONTHS: value }), value).toThrow(/LEAD_RETENTION_MONTHS/)
    }
  })
})

describe('WEB_CONCURRENCY', () => {
  const postgres = { DATABASE_URL: 'postgres://localhost/citybreak' }

  it('runs one server process unless told otherwise, and several only on PostgreSQL', () => {
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1)
    expect(loadConfig({ WEB_CONCURRENCY: ' ' }).WEB_CONCURRENCY).toBe(1)
    expect(loadConfig({ WEB_CONCURRENCY: '4', ...postgres }).WEB_CONCURRENCY).toBe(4)
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /^Invalid configuration: WEB_CONCURRENCY above 1 needs DATABASE_URL/,
    )
    for (const value of ['0', 'two', '1.5', '-1', '65']) {
      expect(() => loadConfig({ WEB_CONCURRENCY: value, ...postgres }), value).toThrow(
        /^Invalid configuration: WEB_CONCURRENCY must be a whole number from 1 to 64$/,
      )
    }
  })

  it('is read by the process starter (server-cluster.ts) by the same rules, before the app loads', () => {
    for (const value of ['', '1', '2', '64', '65', '0', 'two', '1.5']) {
      for (const environment of [{ WEB_CONCURRENCY: value }, { WEB_CONCURRENCY: value, ...postgres }]) {
        const outcome = (read: () => number) => {
          try {
            return read()
          } catch (error) {
            return (error as Error).message
          }
        }
        expect(
          outcome(() => serverProcessCount(environment)),
          JSON.stringify(environment),
        ).toBe(outcome(() => loadConfig(environment).WEB_CONCURRENCY))
      }
    }
  })
})

describe('EMBED_ORIGINS', () => {
  it('is no origin unless set, and a list of origins when it is', () => {
    expect(loadConfig({}).EMBED_ORIGINS).toEqual([])
    expect(
      loadConfig({ EMBED_ORIGINS: 'https://www.youtube-nocookie.com,https://player.vimeo.com' })
        .EMBED_ORIGINS,
    ).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com'])
    expect(publicConfig(loadConfig({ EMBED_ORIGINS: 'https://a.example' })).embedOrigins).toEqual([
      'https://a.example',
    ])
  })

  it('stops start-up with one line naming the variable and the entry that is not an origin', () => {
    expect(() => loadConfig({ EMBED_ORIGINS: 'https://www.youtube.com/embed' })).toThrow(
      /^Invalid configuration: EMBED_ORIGINS must be origins such as https:\/\/www\.youtube-nocookie\.com, separated by commas or spaces \(https:\/\/www\.youtube\.com\/embed is not one\)$/,
    )
    expect(() => loadConfig({ EMBED_ORIGINS: 'https://ok.example *' })).toThrow(
      /^Invalid configuration: EMBED_ORIGINS .*\(\* is not one\)/,
    )
  })
})

describe('Stripe settings', () => {
  const keys = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }

  it('leave card payments off unless both keys are set, and read the stand-in’s address', () => {
    expect(loadConfig({}).STRIPE_SECRET_KEY).toBeUndefined()
    expect(
      loadConfig({ STRIPE_SECRET_KEY: ' ', STRIPE_WEBHOOK_SECRET: '' }).STRIPE_WEBHOOK_SECRET,
    ).toBeUndefined()
    expect(loadConfig({ ...keys, STRIPE_API_URL: 'http://127.0.0.1:12111/' })).toMatchObject({
      ...keys,
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    })
  })

  it('stop with one line naming the missing key when only one is set', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /^Invalid configuration: STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is$/,
    )
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(
      /^Invalid configuration: STRIPE_SECRET_KEY must be set when STRIPE_WEBHOOK_SECRET is$/,
    )
    expect(() => loadConfig({ STRIPE_API_URL: 'http://127.0.0.1:12111' })).toThrow(
      /^Invalid configuration: STRIPE_SECRET_KEY must be set when STRIPE_API_URL is$/,
    )
  })

  it('stop on keys pasted the wrong way round, or an address that is not http(s)', () => {
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'whsec_abc', STRIPE_WEBHOOK_SECRET: 'sk_test_abc' }),
    ).toThrow(/^Invalid configuration: STRIPE_SECRET_KEY must start with sk_/)
    expect(() => loadConfig({ ...keys, STRIPE_WEBHOOK_SECRET: 'sk_test_abc' })).toThrow(
      /^Invalid configuration: STRIPE_WEBHOOK_SECRET must start with whsec_/,
    )
    expect(() => loadConfig({ ...keys, STRIPE_API_URL: 'localhost:12111' })).toThrow(/STRIPE_API_URL/)
  })
})
