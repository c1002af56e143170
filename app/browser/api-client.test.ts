import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiPage, apiRequest } from './api-client'

const stubFetch = (response: Response) => {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('apiRequest', () => {
  it('sends an object body as JSON with cookies and parses the JSON answer', async () => {
    const fetchMock = stubFetch(Response.json({ message: 'Thank you for subscribing!' }, { status: 201 }))
    const answer = await apiRequest('/api/email-signups', { method: 'POST', body: { email: 'a@b.co' } })
    expect(answer).toEqual({ message: 'Thank you for subscribing!' })
    const [path, init] = fetchMock.mock.calls[0] ?? []
    expect(path).toBe('/api/email-signups')
    expect(init?.method).toBe('POST')
    expect(init?.credentials).toBe('include')
    expect(init?.body).toBe('{"email":"a@b.co"}')
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
  })

  it('defaults to a GET without a body or a JSON content type', async () => {
    const fetchMock = stubFetch(Response.json([1, 2]))
    await expect(apiRequest('/api/airports')).resolves.toEqual([1, 2])
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.method).toBe('GET')
    expect(init?.body).toBeUndefined()
    expect(new Headers(init?.headers).has('content-type')).toBe(false)
  })

  it('sends form data as it is, leaving the content type to the browser', async () => {
    const fetchMock = stubFetch(Response.json({ id: 1 }, { status: 201 }))
    const form = new FormData()
    form.set('title', 'Rialto')
    await apiRequest('/api/images', { method: 'POST', body: form })
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.body).toBe(form)
    expect(new Headers(init?.headers).has('content-type')).toBe(false)
  })

  it('answers null for an empty body', async () => {
    stubFetch(new Response(null, { status: 204 }))
    await expect(apiRequest('/api/pricing/1', { method: 'DELETE' })).resolves.toBeNull()
  })

  it('throws an ApiError with the status and the body text on a non-OK answer', async () => {
    const body = JSON.stringify({ error: 'This email is already subscribed.' })
    stubFetch(new Response(body, { status: 409, statusText: 'Conflict' }))
    const error = await apiRequest('/api/email-signups', { method: 'POST', body: {} }).catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 409,
      message: `409: ${body}`,
      body: { error: 'This email is already subscribed.' },
    })
  })

  it('falls back to the status text when the error body is empty', async () => {
    stubFetch(new Response('', { status: 502, statusText: 'Bad Gateway' }))
    await expect(apiRequest('/api/contact-webhook', { method: 'POST', body: {} })).rejects.toThrow(
      '502: Bad Gateway',
    )
  })

  it('lets a network failure through as it is, so callers can tell it from an answer', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')))
    const error = await apiRequest('/api/email-signups').catch((e) => e)
    expect(error).toBeInstanceOf(TypeError)
    expect(error).not.toBeInstanceOf(ApiError)
  })
})

describe('apiPage', () => {
  it("answers a list API's page with the whole list's size from X-Total-Count", async () => {
    stubFetch(Response.json([{ id: 3 }], { headers: { 'X-Total-Count': '57' } }))
    await expect(apiPage('/api/leads?limit=1&offset=2')).resolves.toEqual({ items: [{ id: 3 }], total: 57 })
  })

  it('counts the items when the header is missing, and throws as apiRequest does', async () => {
    stubFetch(Response.json([{ id: 1 }, { id: 2 }]))
    await expect(apiPage('/api/leads')).resolves.toEqual({ items: [{ id: 1 }, { id: 2 }], total: 2 })
    stubFetch(new Response('', { status: 403, statusText: 'Forbidden' }))
    await expect(apiPage('/api/leads')).rejects.toThrow('403: Forbidden')
  })
})
