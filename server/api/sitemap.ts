import { Router } from 'express'
import { listSitemapEntries } from '#app/services/sitemap.server'
import { sharedWhenSuccessful } from '../shared-caching'
import type { ApiContext } from './context'
import { access } from './middleware/access'

/** The public pages as data; `/sitemap.xml` and the sitemap page read the same list. */
export function sitemapRouter({ db }: ApiContext) {
  const router = Router()
  router.get('/', access('anyone'), sharedWhenSuccessful, async (_req, res) => {
    res.json(await listSitemapEntries(db))
  })
  return router
}
