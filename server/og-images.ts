import { type Response, Router } from 'express'
import type { Database } from '#app/db/client.server'
import { OG_IMAGE, ogImageVersion, packageOgImagePath, SITE_ART, siteOgImagePath } from '#app/lib/og-image'
import { cardImage } from '#app/lib/package-images'
import type { OgImages } from '#app/services/images/og-images.server'
import { getPackageDetail } from '#app/services/packages/packages.server'
import { notFound } from './api/http-error'
import { errorHandler } from './api/middleware/error-handler'

/**
 * A picture's address holds the fingerprint of what it is made from (`app/lib/og-image.ts`), so what an
 * address answers never changes: browsers, CDNs and this process's response cache may keep it for a year.
 * A new hero picture is a new address, and an admin write clears the response cache all the same.
 */
const FOR_GOOD = 'public, max-age=31536000, s-maxage=31536000, immutable'

function sendPicture(res: Response, picture: Buffer) {
  res.setHeader('Content-Type', OG_IMAGE.type)
  res.setHeader('Cache-Control', FOR_GOOD)
  res.send(picture)
}

/**
 * An address with another fingerprint (an old hero picture, a made-up one) is sent to the current one:
 * nothing is rendered for it and nothing kept, so varying it costs a stranger's request and no more.
 */
function sendToCurrent(res: Response, current: string) {
  res.setHeader('Cache-Control', 'no-store')
  res.redirect(302, current)
}

/** The Open Graph pictures: `/og/site/{fingerprint}.jpg` and `/og/package/{slug}/{fingerprint}.jpg`. */
export function ogImagesRouter({ db, ogImages }: { db: Database; ogImages: OgImages }) {
  const router = Router()
  router.get('/og/site/:version.jpg', async (req, res) => {
    if (req.params.version !== ogImageVersion(SITE_ART.scene)) return sendToCurrent(res, siteOgImagePath())
    sendPicture(res, await ogImages.site())
  })
  router.get('/og/package/:slug/:version.jpg', async (req, res) => {
    // Visitors' rule whoever asks, staff too: a picture is marked public for a year, so a CDN would share it.
    const pkg = await getPackageDetail(db, req.params.slug, 'visitors')
    if (!pkg) throw notFound('Package')
    const source = cardImage(pkg).src
    if (req.params.version !== ogImageVersion(source)) {
      return sendToCurrent(res, packageOgImagePath(pkg.slug, source))
    }
    sendPicture(res, await ogImages.fromSource(source))
  })
  router.use('/og', errorHandler)
  return router
}
