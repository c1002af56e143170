import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { Config } from '#app/env.server'
import {
  type ImageStorage,
  ImageStoreFailed,
  isUploadName,
  newUploadName,
  type StoredUpload,
  UPLOADS_URL_PREFIX,
} from './image-storage.server'

/** Objects live under this prefix, so the bucket may hold other things beside them. */
export const KEY_PREFIX = 'uploads/'

/** Names are never reused, so browsers and CDNs may keep an image for good, wherever it is served from. */
export const KEEP_FOR_GOOD = 'public, max-age=31536000, immutable'

/** Upload names end in the extension of the format they were written in (decision 21). */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
}

const contentTypeOf = (name: string) =>
  CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream'

type BucketSettings = Pick<Config, 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE'>

/** A client for the configured store; the SDK finds its keys (AWS_ACCESS_KEY_ID, a profile, a role). */
export function createBucketClient(settings: BucketSettings) {
  return new S3Client({
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION ?? 'us-east-1',
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    // On AWS a bucket in another region than S3_REGION still answers: the SDK follows S3's redirect.
    followRegionRedirects: true,
    // Since 3.729 the SDK adds a CRC checksum to every upload and sends a streamed body aws-chunked with a
    // trailing checksum (aws/aws-sdk-js-v3#6810). Not every S3-compatible store reads that: R2 answered 501
    // when it came, Backblaze B2 and older MinIO refuse the headers, and s3rver stores the chunk framing as
    // the object's bytes. So only the operations S3 itself requires a checksum for get one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails the request, rather than holding an upload or a visitor forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 15_000 },
  })
}

/** An object as /uploads/<name> answers it: headers, and its bytes unless only the headers were asked for. */
type OpenedObject =
  | { status: 'missing' }
  | { status: 'unchanged' }
  | {
      status: 'found'
      body?: Readable
      contentType: string
      contentLength?: number
      etag?: string
      lastModified?: Date
    }

export type BucketStorage = ImageStorage & {
  /** The object named `name`, 'unchanged' when its ETag is `ifNoneMatch`; its bytes only `withBody`. */
  open: (name: string, options: { ifNoneMatch?: string; withBody: boolean }) => Promise<OpenedObject>
  /** Writes the bytes under the name they already have: how a disk store is copied in. */
  put: (name: string, bytes: Buffer) => Promise<void>
}

/** The store's failures, told apart from the site's: the caller sees a 503, the log the store's reason. */
async function fromStore<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    throw new ImageStoreFailed(error)
  }
}

const httpStatusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode

type BucketOptions = {
  client: S3Client
  bucket: string
  /** A CDN in front of the bucket (S3_PUBLIC_URL): new images are linked there rather than at /uploads/. */
  publicUrl?: string
}

/** Images as objects `uploads/<random name>` in `bucket`, linked at /uploads/<name> or on the CDN. */
export function createBucketStorage({ client, bucket, publicUrl }: BucketOptions): BucketStorage {
  const prefixes = publicUrl ? [UPLOADS_URL_PREFIX, `${publicUrl}/${KEY_PREFIX}`] : [UPLOADS_URL_PREFIX]
  /** The key behind an address: images stored before a CDN was named keep their /uploads/ address. */
  const keyOf = (url: string) => {
    const prefix = prefixes.find((start) => url.startsWith(start))
    const name = prefix ? url.slice(prefix.length) : ''
    return isUploadName(name) ? `${KEY_PREFIX}${name}` : null
  }
  const put = async (name: string, bytes: Buffer) => {
    const object = {
      Bucket: bucket,
      Key: `${KEY_PREFIX}${name}`,
      Body: bytes,
      ContentType: contentTypeOf(name),
      CacheControl: KEEP_FOR_GOOD,
    }
    await fromStore(() => client.send(new PutObjectCommand(object)))
  }
  return {
    async save(bytes, extension) {
      const name = newUploadName(extension)
      await put(name, bytes)
      return publicUrl ? `${publicUrl}/${KEY_PREFIX}${name}` : `${UPLOADS_URL_PREFIX}${name}`
    },
    async remove(url) {
      const key = keyOf(url)
      // Deleting a key that is not there succeeds, as a missing file is ignored on disk.
      if (key) await fromStore(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })))
    },
    async read(url) {
      const key = keyOf(url)
      if (!key) return null
      return fromStore(async () => {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        return Buffer.from((await object.Body?.transformToByteArray()) ?? [])
      })
    },
    async list() {
      const uploads: StoredUpload[] = []
      let ContinuationToken: string | undefined
      do {
        const request = { Bucket: bucket, Prefix: KEY_PREFIX, ContinuationToken }
        const page = await fromStore(() => client.send(new ListObjectsV2Command(request)))
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(KEY_PREFIX.length) ?? ''
          if (isUploadName(name) && object.LastModified) uploads.push({ name, savedAt: object.LastModified })
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return uploads
    },
    async open(name, { ifNoneMatch, withBody }) {
      if (!isUploadName(name)) return { status: 'missing' }
      const request = { Bucket: bucket, Key: `${KEY_PREFIX}${name}`, IfNoneMatch: ifNoneMatch }
      try {
        const object = withBody
          ? await client.send(new GetObjectCommand(request))
          : await client.send(new HeadObjectCommand(request))
        return {
          status: 'found',
          body: 'Body' in object ? (object.Body as Readable | undefined) : undefined,
          contentType: object.ContentType ?? contentTypeOf(name),
          contentLength: object.ContentLength,
          etag: object.ETag,
          lastModified: object.LastModified,
        }
      } catch (error) {
        // S3 answers a conditional request whose ETag matches with 304, which the SDK throws.
        if (httpStatusOf(error) === 304) return { status: 'unchanged' }
        if (httpStatusOf(error) === 404) return { status: 'missing' }
        throw new ImageStoreFailed(error)
      }
    },
    put,
  }
}
