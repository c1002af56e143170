import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import S3rver from 's3rver'

/** s3rver's built-in account: it checks every request's signature against these. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' }

export type S3TestServer = {
  bucket: string
  endpoint: string
  /**
   * What a server needs to keep its images in this bucket: the S3_* settings and the keys. Hand it whole to
   * a server process's environment. A server in the test's own process reads S3_* from its config, but
   * the SDK reads the keys from process.env: stub `credentials` there (vi.stubEnv) first.
   */
  environment: Record<string, string>
  credentials: typeof CREDENTIALS
  /** The bucket's keys under `prefix`, sorted. */
  keys: (prefix?: string) => Promise<string[]>
  /** An object's bytes and content type, or null when there is none. */
  object: (key: string) => Promise<{ bytes: Buffer; contentType?: string } | null>
  /** Puts an object straight into the bucket, as another program would. */
  put: (key: string, bytes: Buffer, contentType?: string) => Promise<void>
  close: () => Promise<void>
}

/**
 * A real S3 protocol server (s3rver) on a free port with one empty bucket, its objects in a folder of its
 * own: path-style addresses, region us-east-1, dummy keys, as MinIO or R2 would be configured.
 */
export async function startS3Server(bucket = 'citybreak-images'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'citybreak-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: {
      accessKeyId: CREDENTIALS.AWS_ACCESS_KEY_ID,
      secretAccessKey: CREDENTIALS.AWS_SECRET_ACCESS_KEY,
    },
    // As the site's client (bucket-storage.server.ts) does: s3rver cannot read aws-chunked bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  await client.send(new CreateBucketCommand({ Bucket: bucket }))
  return {
    bucket,
    endpoint,
    environment: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      ...CREDENTIALS,
    },
    credentials: CREDENTIALS,
    keys: async (prefix = '') => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))
      return (listed.Contents ?? []).map((entry) => entry.Key ?? '').sort()
    },
    object: async (key) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? [])
        return { bytes, contentType: object.ContentType }
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null
        throw error
      }
    },
    put: async (key, bytes, contentType) => {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }),
      )
    },
    close: async () => {
      client.destroy()
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
