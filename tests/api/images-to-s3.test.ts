import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type S3TestServer, startS3Server } from '#tests/setup/s3-server'
import { startTestServer } from '#tests/setup/test-server'

/**
 * `npm run images:to-s3` moves an existing disk store into the bucket: the images already linked at
 * /uploads/<name> are served from the bucket once the site runs with S3_BUCKET, and a second run copies
 * nothing again.
 */

const run = promisify(execFile)

let s3: S3TestServer
let dataDir: string
let photo: Buffer

beforeAll(async () => {
  s3 = await startS3Server()
  dataDir = mkdtempSync(path.join(tmpdir(), 'citybreak-images-to-s3-'))
  const uploads = path.join(dataDir, 'uploads')
  mkdirSync(path.join(uploads, 'thumbnails'), { recursive: true })
  photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3d7a5c' } })
    .jpeg()
    .toBuffer()
  writeFileSync(path.join(uploads, '0a1b2c.jpg'), photo)
  writeFileSync(path.join(uploads, 'ffee00.png'), Buffer.from('already copied'))
  writeFileSync(path.join(uploads, '.DS_Store'), 'finder')
  await s3.put('uploads/ffee00.png', Buffer.from('already copied'), 'image/png')
})

afterAll(async () => {
  vi.unstubAllEnvs()
  await s3?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** Runs the command as `npm run images:to-s3` does, with the site's settings; answers what it printed. */
async function copyToBucket(environment: Record<string, string>) {
  const script = path.resolve('scripts/images-to-s3.ts')
  return run(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...environment },
  })
}

describe('npm run images:to-s3', () => {
  it('copies each image under its name, tells what it did, and copies nothing the second time', async () => {
    const first = await copyToBucket({ ...s3.environment, DATA_DIR: dataDir })
    expect(first.stdout.split('\n')).toEqual([
      `Copying ${path.join(dataDir, 'uploads')} into s3://${s3.bucket}/uploads/`,
      'skipped       .DS_Store (not a name the site serves)',
      `copied        0a1b2c.jpg (${photo.length} bytes)`,
      'already there ffee00.png',
      'skipped       thumbnails (not a file)',
      'Copied 1, 1 already there, 2 skipped.',
      '',
    ])
    expect(await s3.keys()).toEqual(['uploads/0a1b2c.jpg', 'uploads/ffee00.png'])
    const copied = await s3.object('uploads/0a1b2c.jpg')
    expect(copied?.contentType).toBe('image/jpeg')
    expect(copied?.bytes.equals(photo)).toBe(true)

    const second = await copyToBucket({ ...s3.environment, DATA_DIR: dataDir })
    expect(second.stdout).toContain('already there 0a1b2c.jpg')
    expect(second.stdout).toContain('Copied 0, 2 already there, 2 skipped.')
  })

  it('leaves the site’s stored addresses working: /uploads/<name> is answered from the bucket', async () => {
    for (const [name, value] of Object.entries(s3.credentials)) vi.stubEnv(name, value)
    const server = await startTestServer({ environment: s3.environment })
    try {
      const served = await fetch(server.url('/uploads/0a1b2c.jpg'))
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/jpeg')
      expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true)
    } finally {
      await server.close()
    }
  })

  it('says what is missing when no bucket is named, and copies nothing', async () => {
    const before = await s3.keys()
    const failed = await copyToBucket({ DATA_DIR: dataDir, S3_BUCKET: '' }).catch((error) => error)
    expect(failed.code).toBe(1)
    expect(failed.stderr).toContain('Set S3_BUCKET')
    expect(await s3.keys()).toEqual(before)
  })
})
