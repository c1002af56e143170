// `npm run images:to-s3`: copies the images in DATA_DIR/uploads into the bucket S3_BUCKET names (with the
// same S3_* settings and AWS keys the site will run with), keeping their names, so that addresses already
// stored keep working once the site keeps its images there. Safe to run again, and while the site runs.
import path from 'node:path'
import { loadConfig } from '#app/env.server'
import {
  createBucketClient,
  createBucketStorage,
  KEY_PREFIX,
} from '#app/services/images/bucket-storage.server'
import { copyUploadsToBucket } from '#app/services/images/copy-uploads-to-bucket.server'

try {
  const config = loadConfig()
  if (!config.S3_BUCKET)
    throw new Error('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION… as for the site) to name the bucket.')
  const folder = path.resolve(config.DATA_DIR, 'uploads')
  const bucket = createBucketStorage({ client: createBucketClient(config), bucket: config.S3_BUCKET })
  console.log(`Copying ${folder} into s3://${config.S3_BUCKET}/${KEY_PREFIX}`)
  const counts = await copyUploadsToBucket(folder, bucket, (name, outcome, detail) =>
    console.log(`${outcome.padEnd(13)} ${name}${detail ? ` (${detail})` : ''}`),
  )
  console.log(`Copied ${counts.copied}, ${counts['already there']} already there, ${counts.skipped} skipped.`)
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
}
