import type { Request } from 'express'
import { Router } from 'express'
import { type PosthogProxyInput, PosthogProxyInputSchema } from '#app/schemas/posthog-proxy'
import { sharedWhenSuccessful } from '../shared-caching'
import type { ApiContext } from './context'
import { HttpError } from './http-error'
import { access } from './middleware/access'
import { jsonBody } from './middleware/json-body'
import { limitRequests } from './middleware/rate-limit'
import { validate, validated } from './middleware/validate'

const MINUTE = 60 * 1000
/** An event with the library's properties is a few KB; anything far bigger is not one of ours. */
export const PROXY_BODY_LIMIT = '32kb'
/** The visitor's page never waits on PostHog: a slow upstream is given up on after this long. */
export const UPSTREAM_TIMEOUT_MS = 3000
/** PostHog's public capture endpoint: the only place the proxy ever sends to. */
const CAPTURE_PATH = '/i/v0/e/'

const proxyInput = { body: PosthogProxyInputSchema }

/** SPEC 7: proxied events carry the page they came from, read from the request rather than trusted. */
export function pageFields(req: Request, properties: Record<string, unknown>) {
  let page: URL | null = null
  try {
    page = new URL(req.get('referer') ?? '')
  } catch {
    page = null
  }
  const referrer = properties.$referrer
  return {
    domain: page?.hostname ?? req.hostname,
    full_url: page?.href ?? '',
    path: page?.pathname ?? '',
    referrer: typeof referrer === 'string' && referrer && referrer !== '$direct' ? referrer : 'direct',
  }
}

function upstreamBody(req: Request, body: PosthogProxyInput) {
  return {
    api_key: body.api_key,
    event: body.event,
    type: body.type,
    distinct_id: body.distinct_id,
    timestamp: body.timestamp ?? new Date().toISOString(),
    properties: { ...body.properties, ...pageFields(req, body.properties) },
  }
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError'

/** GET /analytics-config: what the browser needs to start PostHog once the visitor consents. */
export function analyticsConfigRouter({ config }: ApiContext) {
  const router = Router()
  router.get('/analytics-config', access('anyone'), sharedWhenSuccessful, (_req, res) => {
    // The host too, so the browser sends to the one origin the CSP allows (SPEC's two fields are kept).
    res.json({
      posthogApiKey: config.POSTHOG_API_KEY ?? '',
      useProxy: config.POSTHOG_USE_PROXY,
      posthogHost: config.POSTHOG_HOST,
    })
  })
  return router
}

/**
 * POST /posthog-proxy (SPEC 7, proxy mode only): one event, checked and forwarded to PostHog's capture
 * endpoint. Not an open relay: a fixed upstream path, JSON only, the configured key only, a size cap.
 */
export function posthogProxyRouter({ db, config }: ApiContext) {
  const router = Router()
  const captureUrl = new URL(CAPTURE_PATH, config.POSTHOG_HOST).href

  router.post(
    '/posthog-proxy',
    access('anyone'),
    (req, _res, next) => {
      if (!config.POSTHOG_USE_PROXY || !config.POSTHOG_API_KEY) {
        return next(new HttpError(404, 'The analytics proxy is not enabled.'))
      }
      if (!req.is('application/json')) return next(new HttpError(415, 'Send the event as JSON.'))
      next()
    },
    limitRequests({ db, name: 'posthog-proxy', limit: 120, windowMs: MINUTE }),
    jsonBody(PROXY_BODY_LIMIT),
    validate(proxyInput),
    async (req, res) => {
      const { body } = validated<typeof proxyInput>(res.locals)
      if (body.api_key !== config.POSTHOG_API_KEY) {
        throw new HttpError(400, 'The analytics key does not belong to this site.', [
          { path: 'api_key', message: 'Unknown analytics key.' },
        ])
      }
      let upstream: Response
      try {
        upstream = await fetch(captureUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(upstreamBody(req, body)),
          signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
          redirect: 'error',
        })
      } catch (error) {
        const timedOut = isTimeout(error)
        req.log?.warn({ err: error, timedOut }, 'analytics upstream unreachable')
        throw timedOut
          ? new HttpError(504, 'The analytics service did not answer in time.')
          : new HttpError(502, 'The analytics service could not be reached.')
      }
      // The upstream's answer is never passed on: the visitor learns only whether the event went through.
      await upstream.body?.cancel()
      if (!upstream.ok) {
        req.log?.warn({ status: upstream.status }, 'analytics upstream refused an event')
        throw new HttpError(502, 'The analytics service did not accept the event.')
      }
      res.json({ status: 'ok' })
    },
  )

  return router
}
