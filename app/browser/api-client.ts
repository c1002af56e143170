import { sessionRenewed, staffAccountHeaders } from './staff-session'

/** A non-OK answer from our API; `status` lets callers tell, say, a 409 from a 500. */
export class ApiError extends Error {
  readonly status: number
  /** The parsed JSON body when there was one, so a caller can read its `error` or `details`. */
  readonly body: unknown

  constructor(status: number, message: string, body: unknown) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }
}

type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** A plain object is sent as JSON; FormData is sent as it is, so the browser sets its boundary. */
  body?: unknown
  signal?: AbortSignal
  /** Headers of the call's own, such as a booking's `Idempotency-Key`. */
  headers?: Record<string, string>
}

function parseJson(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * SPEC 7's one helper for every call: cookies always included, JSON in and out. SPEC 8: a non-OK
 * answer throws with the text '<status>: <body text, or the status text when the body is empty>'.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await send(path, options)).data as T
}

/** One page of a list API (decision 38): its items, and the whole list's size from `X-Total-Count`. */
export async function apiPage<T>(path: string, options: { signal?: AbortSignal } = {}) {
  const { data, response } = await send(path, options)
  const items = data as T[]
  const total = Number(response.headers.get('X-Total-Count') ?? items.length)
  return { items, total }
}

/** Where a 401 means the password was wrong, not that a session ended: never a reason to ask for it again. */
const SIGN_IN_PATH = '/api/auth/login'

/**
 * One request. In the back office a 401 for an ended session asks for the password in place and, once signed
 * in, sends the same request once more (decision 52): the server refused it before doing anything.
 */
async function send(path: string, options: ApiRequestOptions, signedInAgain = false) {
  const { method = 'GET', body, signal, headers } = options
  const isFormData = typeof FormData !== 'undefined' && body instanceof FormData
  const init: RequestInit = {
    method,
    credentials: 'include',
    signal,
    headers: { Accept: 'application/json', ...staffAccountHeaders(), ...headers },
  }
  if (body !== undefined) {
    init.body = isFormData ? body : JSON.stringify(body)
    if (!isFormData) init.headers = { ...init.headers, 'Content-Type': 'application/json' }
  }
  const response = await fetch(path, init)
  if (response.status === 401 && !signedInAgain && path !== SIGN_IN_PATH && (await sessionRenewed())) {
    return send(path, options, true)
  }
  const text = await response.text()
  if (!response.ok) {
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, parseJson(text))
  }
  return { data: parseJson(text), response }
}
