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
  return (await apiExchange<T>(path, options)).body
}

/** `apiRequest` with the answer's headers, for a list's `X-Total-Count` (decision 38). */
export async function apiExchange<T = unknown>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<{ body: T; headers: Headers }> {
  const { method = 'GET', body, signal } = options
  const isFormData = typeof FormData !== 'undefined' && body instanceof FormData
  const init: RequestInit = {
    method,
    credentials: 'include',
    signal,
    headers: { Accept: 'application/json' },
  }
  if (body !== undefined) {
    init.body = isFormData ? body : JSON.stringify(body)
    if (!isFormData) init.headers = { ...init.headers, 'Content-Type': 'application/json' }
  }
  const response = await fetch(path, init)
  const text = await response.text()
  if (!response.ok) {
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, parseJson(text))
  }
  return { body: parseJson(text) as T, headers: response.headers }
}
