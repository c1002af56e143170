import express, { type RequestHandler } from 'express'
import type { Config } from '#app/env.server'
import { createBucketClient, createBucketStorage } from '#app/services/images/bucket-storage.server'
import { createDiskStorage, type ImageStorage } from '#app/services/images/image-storage.server'
import { uploadsFolder } from '#app/services/images/uploads-folder.server'
import { bucketUploads } from './bucket-uploads'

/**
 * Where uploaded images are kept, and what answers /uploads/ for them: the data folder by default, or the
 * bucket S3_BUCKET names, so that every server of a fleet keeps and serves the same images (decision 29).
 */
export function createImageStore(config: Config): { storage: ImageStorage; uploads: RequestHandler } {
  if (config.S3_BUCKET) {
    const storage = createBucketStorage({
      client: createBucketClient(config),
      bucket: config.S3_BUCKET,
      publicUrl: config.S3_PUBLIC_URL,
    })
    return { storage, uploads: bucketUploads(storage) }
  }
  const folder = uploadsFolder(config.DATA_DIR)
  return {
    storage: createDiskStorage(folder),
    // Upload names are random and never reused, so browsers and CDNs may keep them for good.
    uploads: express.static(folder, { immutable: true, maxAge: '1y', index: false }),
  }
}
