import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadAnalyticsSettings, usableApiKey } from '#app/browser/analytics/config'

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch

afterEach(() => vi.restoreAllMocks())

describe('usableApiKey (SPEC 5)', () => {
  it('accepts a key with the phc_ prefix', () => {
    expect(usableApiKey('phc_abc123')).toBe('phc_abc123')
  })

  it.each([undefined, '', '   ', 42])(
    'disables analytics with a warning when the key is missing (%s)',
    (key) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      expect(usableApiKey(key)).toBeNull()
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('no PostHog API key'))
    },
  )

  it('disables analytics with a warning about the format when the prefix is wrong', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(usableApiKey('sk_live_abc')).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('invalid format'))
  })
})

describe('loadAnalyticsSettings', () => {
  it('answers the key, the mode and the host from GET /api/analytics-config', async () => {
    const request = answer({
      posthogApiKey: 'phc_key',
      useProxy: true,
      posthogHost: 'https://eu.i.posthog.com',
    })
    expect(await loadAnalyticsSettings(request)).toEqual({
      apiKey: 'phc_key',
      useProxy: true,
      host: 'https://eu.i.posthog.com',
    })
    expect(request).toHaveBeenCalledWith(
      '/api/analytics-config',
      expect.objectContaining({ credentials: 'include' }),
    )
  })

  it('falls back to the EU host and direct mode when the answer does not say', async () => {
    expect(await loadAnalyticsSettings(answer({ posthogApiKey: 'phc_key' }))).toEqual({
      apiKey: 'phc_key',
      useProxy: false,
      host: 'https://eu.i.posthog.com',
    })
  })

  it('disables analytics when the key is missing or malformed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await loadAnalyticsSettings(answer({ posthogApiKey: '', useProxy: false }))).toBeNull()
    expect(await loadAnalyticsSettings(answer({ posthogApiKey: 'key_123', useProxy: false }))).toBeNull()
  })

  it('logs a non-OK answer with its status and disables analytics', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await loadAnalyticsSettings(answer({ error: 'down' }, 503))).toBeNull()
    expect(error).toHaveBeenCalledWith(expect.stringContaining('503'))
  })

  it('logs a network error and disables analytics', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    expect(await loadAnalyticsSettings(offline)).toBeNull()
    expect(error).toHaveBeenCalledWith(expect.stringContaining('could not be fetched'), expect.any(TypeError))
  })
})
