import { Router } from 'express'
import { listAirports } from '#app/services/pricing/airports.server'
import { listSitemapEntries } from '#app/services/sitemap.server'
import { sharedWhenSuccessful } from '../shared-caching'
import type { ApiContext } from './context'

/** Small read-only resources that need no router of their own. */
export function catalogueRouter({ db, config }: ApiContext) {
  const router = Router()

  router.get('/airports', sharedWhenSuccessful, async (_req, res) => {
    res.json(await listAirports(db))
  })

  router.get('/sitemap', sharedWhenSuccessful, async (_req, res) => {
    res.json(await listSitemapEntries(db))
  })

  router.get('/analytics-config', sharedWhenSuccessful, (_req, res) => {
    // The host too, so the browser sends to the one origin the CSP allows (SPEC's two fields are kept).
    res.json({
      posthogApiKey: config.POSTHOG_API_KEY ?? '',
      useProxy: config.POSTHOG_USE_PROXY,
      posthogHost: config.POSTHOG_HOST,
    })
  })

  return router
}
