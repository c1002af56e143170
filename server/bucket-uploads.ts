import { pipeline } from 'node:stream/promises'
import { Router } from 'express'
import { type BucketStorage, KEEP_FOR_GOOD } from '#app/services/images/bucket-storage.server'
import { notFound } from './api/http-error'
import { errorHandler } from './api/middleware/error-handler'

/** One entity tag, as a browser sends back the one it was given; anything else is not passed to the store. */
const ONE_ETAG = /^(W\/)?"[^"]{1,200}"$/

/**
 * /uploads/<name> answered from the bucket, so image addresses stay on the site's own address whichever
 * server stored them: the object's bytes, content type and ETag, kept for good (names are never reused),
 * a 304 when the browser already has it, and a 404 for a name that is not kept or not a plain name.
 */
export function bucketUploads(storage: BucketStorage) {
  const router = Router()
  router.get('/:name', async (req, res) => {
    const sent = req.get('if-none-match')
    const ifNoneMatch = sent && ONE_ETAG.test(sent) ? sent : undefined
    const object = await storage.open(req.params.name, { ifNoneMatch, withBody: req.method !== 'HEAD' })
    if (object.status === 'missing') throw notFound('Image')
    res.setHeader('Cache-Control', KEEP_FOR_GOOD)
    if (object.status === 'unchanged') {
      if (ifNoneMatch) res.setHeader('ETag', ifNoneMatch)
      return res.status(304).end()
    }
    res.setHeader('Content-Type', object.contentType)
    if (object.contentLength !== undefined) res.setHeader('Content-Length', object.contentLength)
    if (object.etag) res.setHeader('ETag', object.etag)
    if (object.lastModified) res.setHeader('Last-Modified', object.lastModified.toUTCString())
    if (!object.body) return res.end()
    // A visitor who leaves mid-image, or a store that breaks off, ends both streams; nothing is left to answer.
    await pipeline(object.body, res).catch(() => undefined)
  })
  router.use(errorHandler)
  return router
}
