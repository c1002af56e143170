import path from 'node:path'
import sharp from 'sharp'
import type { CatalogueImage } from '#app/lib/catalogue'
import type { TestServer } from './test-server'

export type UploadFile = { bytes: Buffer | Uint8Array; name: string; type: string }

/** A refused upload: its status and JSON body. */
export type RefusedUpload = { status: number; body: { error?: string }; url: '' }

/** A small real PNG, the default file of an upload. */
export function pngBytes() {
  return sharp({ create: { width: 32, height: 24, channels: 3, background: '#0f4c5c' } })
    .png()
    .toBuffer()
}

/** Where an upload's file lands in the server's data folder. */
export const uploadedFile = (server: TestServer, url: string) =>
  path.join(server.dataDir, 'uploads', path.basename(url))

/**
 * Sends POST /api/images as the admin form does. Answers the stored image, or, typed as one so a test can
 * match on it, the refusal's status and body.
 */
export function imageUploader(server: TestServer, cookie: string) {
  return async (fields: Record<string, string>, file?: UploadFile): Promise<CatalogueImage> => {
    const form = new FormData()
    const image = file ?? { bytes: await pngBytes(), name: 'canal.png', type: 'image/png' }
    form.set('image', new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name)
    for (const [name, value] of Object.entries(fields)) form.set(name, value)
    const response = await fetch(server.url('/api/images'), {
      method: 'POST',
      headers: { cookie },
      body: form,
    })
    if (response.status !== 201) {
      const refused: RefusedUpload = { status: response.status, body: await response.json(), url: '' }
      return refused as never
    }
    return (await response.json()) as CatalogueImage
  }
}
