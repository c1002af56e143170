import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiPage, apiRequest } from './api-client'
import { actForStaff } from './staff-session'

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

describe('in the back office (decision 52)', () => {
  const signedOut = () => Response.json({ error: 'Please sign in to continue.' }, { status: 401 })
  let stop: (() => void) | undefined

  afterEach(() => stop?.())

  /** A page opened for account 7, whose prompt answers `answer` and counts how often it was shown. */
  function staffPage(answer: boolean) {
    const prompt = vi.fn(async () => answer)
    stop = actForStaff(7, prompt)
    return prompt
  }

  it('names the account the page was opened for on every call, and not once the page is gone', async () => {
    staffPage(true)
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json([]))
    vi.stubGlobal('fetch', fetchMock)
    await apiRequest('/api/leads')
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('x-staff-account')).toBe('7')
    stop?.()
    await apiRequest('/api/leads')
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).has('x-staff-account')).toBe(false)
  })

  it('asks for the password when the session has ended, then sends the same save once more', async () => {
    const prompt = staffPage(true)
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(signedOut())
      .mockResolvedValueOnce(Response.json({ id: 1, name: 'Verona' }))
    vi.stubGlobal('fetch', fetchMock)
    const saved = await apiRequest('/api/destinations/1', { method: 'PUT', body: { name: 'Verona' } })
    expect(saved).toEqual({ id: 1, name: 'Verona' })
    expect(prompt).toHaveBeenCalledOnce()
    expect(fetchMock.mock.calls.map(([path, init]) => [path, init?.method, init?.body])).toEqual([
      ['/api/destinations/1', 'PUT', '{"name":"Verona"}'],
      ['/api/destinations/1', 'PUT', '{"name":"Verona"}'],
    ])
  })

  it('asks once for several calls refused together', async () => {
    let answer: (signedIn: boolean) => void = () => {}
    const prompt = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)))
    stop = actForStaff(7, prompt)
    let calls = 0
    const fetchMock = vi.fn<typeof fetch>(async (_path, init) =>
      ++calls <= 2 ? signedOut() : Response.json({ method: init?.method }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const both = Promise.all([apiRequest('/api/leads'), apiRequest('/api/reviews/1', { method: 'DELETE' })])
    await vi.waitFor(() => expect(prompt).toHaveBeenCalledOnce())
    answer(true)
    await expect(both).resolves.toEqual([{ method: 'GET' }, { method: 'DELETE' }])
    expect(prompt).toHaveBeenCalledOnce()
  })

  it('fails as before when the person declines, and retries no more than once', async () => {
    staffPage(false)
    const declinedFetch = stubFetch(signedOut())
    await expect(apiRequest('/api/leads/1/retry', { method: 'POST' })).rejects.toMatchObject({ status: 401 })
    expect(declinedFetch).toHaveBeenCalledOnce()

    staffPage(true)
    const refusedFetch = vi.fn<typeof fetch>(async () => signedOut())
    vi.stubGlobal('fetch', refusedFetch)
    await expect(apiRequest('/api/leads/1/retry', { method: 'POST' })).rejects.toMatchObject({ status: 401 })
    expect(refusedFetch).toHaveBeenCalledTimes(2)
  })

  it('never asks again for a wrong password at sign-in itself', async () => {
    const prompt = staffPage(true)
    stubFetch(Response.json({ error: 'The email or password is incorrect.' }, { status: 401 }))
    await expect(
      apiRequest('/api/auth/login', { method: 'POST', body: { email: 'a@example.com', password: 'x' } }),
    ).rejects.toMatchObject({ status: 401 })
    expect(prompt).not.toHaveBeenCalled()
  })

  it('fails as before outside the back office, where nobody is asked', async () => {
    stubFetch(signedOut())
    await expect(apiRequest('/api/leads')).rejects.toMatchObject({ status: 401 })
  })
})
