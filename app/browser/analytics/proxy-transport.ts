import type { CaptureResult } from 'posthog-js'

export const PROXY_PATH = '/api/posthog-proxy'

/** SPEC 7's body for POST /api/posthog-proxy. */
export type ProxyBody = {
  api_key: string
  event: string
  properties: Record<string, unknown>
  type: 'capture'
  distinct_id?: string
  timestamp: string
}

export function proxyBody(apiKey: string, event: CaptureResult): ProxyBody {
  const distinctId = event.properties.distinct_id
  return {
    api_key: apiKey,
    event: event.event,
    properties: event.properties,
    type: 'capture',
    ...(typeof distinctId === 'string' && { distinct_id: distinctId }),
    timestamp: (event.timestamp ?? new Date()).toISOString(),
  }
}

/**
 * Sends one event through our server. SPEC 7: the result is only logged; `keepalive` lets an event sent
 * as the visitor follows a link still arrive.
 */
export function forwardToProxy(apiKey: string) {
  return (event: CaptureResult) => {
    fetch(PROXY_PATH, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(proxyBody(apiKey, event)),
    })
      .then((response) => {
        if (!response.ok) console.error(`Analytics proxy answered ${response.status} for '${event.event}'.`)
      })
      .catch((error) => console.error('Analytics proxy could not be reached.', error))
  }
}
