import { ApiError } from '#app/browser/api-client'
import { sessionRenewed, staffAccountHeaders } from '#app/browser/staff-session'
import { errorMessage } from '#app/components/admin/admin-queries'
import type { CatalogueImage } from '#app/lib/catalogue'
import type { ImageOwner } from './image-owner'

/** The parts of XMLHttpRequest the upload uses, so a test can hand in a fake one. */
export type UploadRequest = Pick<
  XMLHttpRequest,
  | 'open'
  | 'send'
  | 'abort'
  | 'setRequestHeader'
  | 'withCredentials'
  | 'responseType'
  | 'response'
  | 'status'
  | 'statusText'
  | 'onload'
  | 'onerror'
  | 'onabort'
> & { upload: Pick<XMLHttpRequestUpload, 'onprogress'> }

/** One file's details; without a sequence the server puts the image after the owner's others. */
export type ImageDetails = {
  title: string
  altText: string
  decorative: boolean
  type: string
  sequence?: number
}

/** The multipart body SPEC 7 names: the file, its details, and packageId or destinationId. */
export function imageFormData(file: File, details: ImageDetails, owner: ImageOwner): FormData {
  const form = new FormData()
  form.append('image', file)
  form.append('title', details.title)
  form.append('altText', details.altText)
  form.append('decorative', String(details.decorative))
  form.append('type', details.type)
  if (details.sequence !== undefined) form.append('sequence', String(details.sequence))
  form.append(owner.kind === 'package' ? 'packageId' : 'destinationId', String(owner.id))
  return form
}

type UploadOptions = {
  /** Called with the share of the file sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
  createRequest?: () => UploadRequest
}

/**
 * Sends one image to POST /api/images. XMLHttpRequest rather than fetch, because only it reports upload
 * progress. Errors match the shared API helper's (ApiError, '<status>: <message>') so the same
 * `errorMessage` reads the server's reason, such as the 415 text for a file that is not an image.
 */
export async function uploadImage(form: FormData, options: UploadOptions = {}): Promise<CatalogueImage> {
  try {
    return await sendImage(form, options)
  } catch (error) {
    // As the shared API helper does: a session that ended asks for the password, then the file goes again.
    if (error instanceof ApiError && error.status === 401 && (await sessionRenewed())) {
      return sendImage(form, options)
    }
    throw error
  }
}

function sendImage(
  form: FormData,
  { onProgress, signal, createRequest = () => new XMLHttpRequest() }: UploadOptions,
): Promise<CatalogueImage> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason)
      return
    }
    const request = createRequest()
    request.open('POST', '/api/images')
    // SPEC 6: every call carries the cookies; here that is the admin session.
    request.withCredentials = true
    request.responseType = 'json'
    request.setRequestHeader('Accept', 'application/json')
    for (const [name, value] of Object.entries(staffAccountHeaders())) request.setRequestHeader(name, value)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    const stop = () => request.abort()
    signal?.addEventListener('abort', stop, { once: true })
    const settle = () => signal?.removeEventListener('abort', stop)

    request.onload = () => {
      settle()
      // With responseType 'json' a body that is not JSON (say a proxy's HTML page) arrives as null.
      const body: unknown = request.response
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1)
        resolve(body as CatalogueImage)
        return
      }
      const text = (body as { error?: unknown } | null)?.error
      const message = `${request.status}: ${typeof text === 'string' ? text : request.statusText}`
      reject(new ApiError(request.status, message, body))
    }
    request.onerror = () => {
      settle()
      reject(new Error('The connection to the server failed'))
    }
    request.onabort = () => {
      settle()
      reject(signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError'))
    }
    request.send(form)
  })
}

/** The {reason} in SPEC 8's 'Failed to upload image: {reason}'. */
export function uploadFailureReason(error: unknown): string {
  // A proxy in front of the server may refuse a large file with its own page and no JSON reason.
  if (error instanceof ApiError)
    return errorMessage(error, error.status === 413 ? 'The image is too large' : 'Unknown error')
  return error instanceof Error && error.message ? error.message : 'Unknown error'
}
