/** What the browser needs to start analytics, from GET /api/analytics-config. */
export type AnalyticsSettings = { apiKey: string; useProxy: boolean; host: string }

type ConfigAnswer = { posthogApiKey?: unknown; useProxy?: unknown; posthogHost?: unknown }

export const API_KEY_PREFIX = 'phc_'
/** Where events go when the server does not say: PostHog's EU region (SPEC 7). */
export const DEFAULT_ANALYTICS_HOST = 'https://eu.i.posthog.com'

/**
 * SPEC 5: a missing key, or one without PostHog's project-key prefix, turns analytics off with a
 * warning in the console and nothing on the page. Returns the key when it may be used.
 */
export function usableApiKey(key: unknown): string | null {
  if (typeof key !== 'string' || key.trim() === '') {
    console.warn('Analytics is disabled: no PostHog API key is configured.')
    return null
  }
  if (!key.startsWith(API_KEY_PREFIX)) {
    console.warn(
      `Analytics is disabled: the PostHog API key has an invalid format (expected '${API_KEY_PREFIX}...').`,
    )
    return null
  }
  return key
}

/**
 * Asks the server for the analytics settings. Every failure (a non-OK answer, no answer, a body that is
 * not JSON, an unusable key) is logged and answers null, which keeps analytics off: SPEC 8 says none of
 * these may show on the page.
 */
export async function loadAnalyticsSettings(
  request: typeof fetch = fetch,
): Promise<AnalyticsSettings | null> {
  let answer: ConfigAnswer
  try {
    const response = await request('/api/analytics-config', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    })
    if (!response.ok) {
      console.error(`Analytics is disabled: the analytics configuration answered ${response.status}.`)
      return null
    }
    answer = (await response.json()) as ConfigAnswer
  } catch (error) {
    console.error('Analytics is disabled: the analytics configuration could not be fetched.', error)
    return null
  }
  const apiKey = usableApiKey(answer?.posthogApiKey)
  if (!apiKey) return null
  const host = typeof answer.posthogHost === 'string' && answer.posthogHost ? answer.posthogHost : null
  return { apiKey, useProxy: answer.useProxy === true, host: host ?? DEFAULT_ANALYTICS_HOST }
}
