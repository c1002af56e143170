import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#app/browser/api-client'
import { actForStaff } from '#app/browser/staff-session'
import { imageFormData, type UploadRequest, uploadFailureReason, uploadImage } from './upload-image'

// Node has no ProgressEvent; the upload reads only these three fields.
const progressEvent = (init: Partial<Pick<ProgressEvent, 'lengthComputable' | 'loaded' | 'total'>> = {}) =>
  ({ lengthComputable: false, loaded: 0, total: 0, ...init }) as ProgressEvent

/** A stand-in for XMLHttpRequest that records what was sent and answers when told to. */
class FakeRequest implements UploadRequest {
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown
  withCredentials = false
  responseType: XMLHttpRequestResponseType = ''
  response: unknown = null
  status = 0
  statusText = ''
  upload: UploadRequest['upload'] = { onprogress: null }
  onload: UploadRequest['onload'] = null
  onerror: UploadRequest['onerror'] = null
  onabort: UploadRequest['onabort'] = null
  aborted = false

  open(method: string, url: string | URL) {
    this.method = method
    this.url = String(url)
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.onabort?.call(this as unknown as XMLHttpRequest, progressEvent())
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.call(
      this as unknown as XMLHttpRequest,
      progressEvent({ lengthComputable: true, loaded, total }),
    )
  }
  answer(status: number, response: unknown, statusText = '') {
    this.status = status
    this.response = response
    this.statusText = statusText
    this.onload?.call(this as unknown as XMLHttpRequest, progressEvent())
  }
}

function start(options: { signal?: AbortSignal } = {}) {
  const request = new FakeRequest()
  const onProgress = vi.fn()
  const result = uploadImage(new FormData(), { ...options, onProgress, createRequest: () => request })
  return { request, onProgress, result }
}

describe('uploadImage', () => {
  it('posts the form to /api/images with the session cookie and reports progress', async () => {
    const { request, onProgress, result } = start()
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/api/images')
    expect(request.withCredentials).toBe(true)
    expect(request.body).toBeInstanceOf(FormData)
    request.progress(25, 100)
    request.progress(100, 100)
    request.answer(201, { id: 7, title: 'Rialto' })
    await expect(result).resolves.toEqual({ id: 7, title: 'Rialto' })
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0.25, 1, 1])
  })

  it("rejects with the server's reason, as the shared API helper does", async () => {
    const { request, result } = start()
    request.answer(
      415,
      { error: 'The file is not a JPEG, PNG, WebP or GIF image.' },
      'Unsupported Media Type',
    )
    const error = await result.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 415,
      message: '415: The file is not a JPEG, PNG, WebP or GIF image.',
    })
    expect(uploadFailureReason(error)).toBe('The file is not a JPEG, PNG, WebP or GIF image.')
  })

  it('falls back to the status text when the body is not JSON', async () => {
    const { request, result } = start()
    request.answer(502, null, 'Bad Gateway')
    const error = await result.catch((caught: unknown) => caught)
    expect(error).toMatchObject({ status: 502, message: '502: Bad Gateway' })
    expect(uploadFailureReason(error)).toBe('Unknown error')
  })

  it('stops the upload when its signal is aborted', async () => {
    const controller = new AbortController()
    const { request, result } = start({ signal: controller.signal })
    controller.abort()
    expect(request.aborted).toBe(true)
    await expect(result).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('fails on a network error', async () => {
    const { request, result } = start()
    request.onerror?.call(request as unknown as XMLHttpRequest, progressEvent())
    const error = await result.catch((caught: unknown) => caught)
    expect(uploadFailureReason(error)).toBe('The connection to the server failed')
  })
})

describe('uploadImage in the back office (decision 52)', () => {
  it("names the page's account, and sends the file again once its person has signed in again", async () => {
    const stop = actForStaff(7, async () => true)
    try {
      const requests: FakeRequest[] = []
      const createRequest = () => {
        const request = new FakeRequest()
        requests.push(request)
        return request
      }
      const result = uploadImage(new FormData(), { createRequest })
      expect(requests[0]?.headers['X-Staff-Account']).toBe('7')
      requests[0]?.answer(401, { error: 'Please sign in to continue.' })
      await vi.waitFor(() => expect(requests).toHaveLength(2))
      requests[1]?.answer(201, { id: 8, title: 'Rialto' })
      await expect(result).resolves.toEqual({ id: 8, title: 'Rialto' })
    } finally {
      stop()
    }
  })
})

describe('uploadFailureReason', () => {
  it("says 'Unknown error' when there is no reason, and names a proxy's refusal of a large file", () => {
    expect(uploadFailureReason('oops')).toBe('Unknown error')
    expect(uploadFailureReason(new Error(''))).toBe('Unknown error')
    expect(uploadFailureReason(new ApiError(413, '413: Payload Too Large', null))).toBe(
      'The image is too large',
    )
  })

  it("gives the server's reason for a 413 when it sends one, such as the pixel limit", () => {
    const reason = 'This image is 7500 × 7500 pixels, 56.3 megapixels; we accept at most 40 megapixels.'
    expect(uploadFailureReason(new ApiError(413, `413: ${reason}`, { error: reason }))).toBe(reason)
  })
})

describe('imageFormData', () => {
  it('sends the file with its details and the id of the package or destination it belongs to', () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'rialto.png', { type: 'image/png' })
    const details = {
      title: 'Rialto',
      altText: 'The Rialto bridge',
      decorative: false,
      type: 'gallery',
      sequence: 2,
    }
    const form = imageFormData(file, details, { kind: 'destination', id: 4 })
    expect(form.get('image')).toBeInstanceOf(File)
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'image'))).toEqual({
      title: 'Rialto',
      altText: 'The Rialto bridge',
      decorative: 'false',
      type: 'gallery',
      sequence: '2',
      destinationId: '4',
    })
    expect(imageFormData(file, details, { kind: 'package', id: 9 }).get('packageId')).toBe('9')
  })

  it('leaves the place to the server when none is given, so the image goes after the others', () => {
    const file = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' })
    const details = { title: '', altText: '', decorative: true, type: 'hero' }
    const form = imageFormData(file, details, { kind: 'package', id: 1 })
    expect(form.has('sequence')).toBe(false)
    expect(form.get('decorative')).toBe('true')
  })
})
