import type { CaptureResult, PostHogConfig } from 'posthog-js'
import type { AnalyticsSettings } from '#app/browser/analytics/config'

/** SPEC 7: local-storage persistence under a name of this product's own. */
export const PERSISTENCE_NAME = 'citybreak_analytics'

/** SPEC 7's autocapture limits: events per page view, and attributes kept per clicked element. */
export const AUTOCAPTURE_LIMITS = { domEvents: 20, elementAttributes: 20 } as const

type Capture = CaptureResult | null

/**
 * posthog-js has no options for SPEC's dom_event_limit and element_attr_limit any more, so they are applied
 * just before sending: a page view resets the count, and an element keeps its first attributes only.
 */
export function autocaptureLimiter() {
  let sinceLastPageView = 0
  return (event: Capture): Capture => {
    if (!event) return event
    if (event.event === '$pageview') sinceLastPageView = 0
    if (event.event !== '$autocapture') return event
    sinceLastPageView += 1
    if (sinceLastPageView > AUTOCAPTURE_LIMITS.domEvents) return null
    const elements = event.properties.$elements
    if (Array.isArray(elements)) {
      event.properties.$elements = elements.map((element: Record<string, unknown>) => {
        const attributes = Object.keys(element).filter((key) => key.startsWith('attr__'))
        const dropped = attributes.slice(AUTOCAPTURE_LIMITS.elementAttributes)
        return Object.fromEntries(Object.entries(element).filter(([key]) => !dropped.includes(key)))
      })
    }
    return event
  }
}

/**
 * The library's settings (SPEC 7 and 9). Everything that would fetch a remote script or call PostHog
 * for more than events (replay, surveys, toolbar, web vitals, heatmaps, flags and remote config) is off:
 * the CSP allows scripts from this site only, and the visitor agreed to analytics, nothing more.
 * In proxy mode nothing is captured automatically and `forward` sends each event through our server.
 */
export function posthogOptions(
  settings: AnalyticsSettings,
  forward: (event: CaptureResult) => void,
): Partial<PostHogConfig> {
  const common: Partial<PostHogConfig> = {
    api_host: settings.host,
    persistence: 'localStorage',
    persistence_name: PERSISTENCE_NAME,
    // Page views are sent by us on every route change, so each one carries the page's name.
    capture_pageview: false,
    disable_external_dependency_loading: true,
    disable_session_recording: true,
    disable_surveys: true,
    disable_product_tours: true,
    disable_conversations: true,
    disable_web_experiments: true,
    advanced_disable_flags: true,
    advanced_disable_toolbar_metrics: true,
    capture_performance: false,
    capture_heatmaps: false,
    capture_dead_clicks: false,
    capture_exceptions: false,
    enable_recording_console_log: false,
  }
  if (settings.useProxy) {
    return {
      ...common,
      autocapture: false,
      capture_pageleave: false,
      // Returning null stops the library's own request: the event has gone to our proxy instead.
      before_send: (event) => {
        if (event) forward(event)
        return null
      },
    }
  }
  return { ...common, autocapture: true, capture_pageleave: true, before_send: autocaptureLimiter() }
}
