import type { CaptureResult } from 'posthog-js'
import { describe, expect, it, vi } from 'vitest'
import {
  AUTOCAPTURE_LIMITS,
  autocaptureLimiter,
  posthogOptions,
} from '#app/browser/analytics/posthog-options'

const settings = { apiKey: 'phc_key', host: 'https://eu.i.posthog.com' }
const capture = (event: string, properties: Record<string, unknown> = {}) =>
  ({ uuid: 'u', event, properties }) as CaptureResult

describe('posthogOptions (SPEC 7)', () => {
  it('sends directly to the EU host with autocapture and local-storage persistence under our name', () => {
    const options = posthogOptions({ ...settings, useProxy: false }, vi.fn())
    expect(options).toMatchObject({
      api_host: 'https://eu.i.posthog.com',
      persistence: 'localStorage',
      persistence_name: 'citybreak_analytics',
      autocapture: true,
      disable_session_recording: true,
      disable_surveys: true,
      disable_external_dependency_loading: true,
      advanced_disable_flags: true,
    })
  })

  it('in proxy mode captures nothing automatically and hands every event to the proxy instead', () => {
    const forward = vi.fn()
    const options = posthogOptions({ ...settings, useProxy: true }, forward)
    expect(options).toMatchObject({ autocapture: false, capture_pageview: false, capture_pageleave: false })
    const beforeSend = options.before_send as (event: CaptureResult | null) => CaptureResult | null
    expect(beforeSend(capture('package_view'))).toBeNull()
    expect(forward).toHaveBeenCalledWith(expect.objectContaining({ event: 'package_view' }))
  })
})

describe('autocaptureLimiter', () => {
  it('lets through at most the limit of autocaptured events per page view', () => {
    const limit = autocaptureLimiter()
    const results = Array.from({ length: AUTOCAPTURE_LIMITS.domEvents + 1 }, () =>
      limit(capture('$autocapture')),
    )
    expect(results.filter(Boolean)).toHaveLength(AUTOCAPTURE_LIMITS.domEvents)
    limit(capture('$pageview'))
    expect(limit(capture('$autocapture'))).not.toBeNull()
    expect(limit(capture('package_view'))).not.toBeNull()
  })

  it('keeps the first attributes of each element only', () => {
    const element = Object.fromEntries(Array.from({ length: 25 }, (_, index) => [`attr__a${index}`, 'x']))
    const limited = autocaptureLimiter()(
      capture('$autocapture', { $elements: [{ tag_name: 'a', ...element }] }),
    )
    const [kept] = (limited?.properties.$elements ?? []) as Record<string, unknown>[]
    expect(Object.keys(kept ?? {}).filter((key) => key.startsWith('attr__'))).toHaveLength(20)
    expect(kept?.tag_name).toBe('a')
  })
})
