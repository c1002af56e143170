import type { MissingForPublishing } from '#app/lib/catalogue'
import { ApiError, apiRequest } from './api-client'

export type PublishResult = { published: true } | { missing: MissingForPublishing[] }

/**
 * Publishes a package, or, when the server refuses because the package lacks something (422, decision 50),
 * says what is missing; `anyway` publishes all the same. Any other failure is thrown.
 */
export async function requestPublish(id: number, { anyway }: { anyway: boolean }): Promise<PublishResult> {
  try {
    await apiRequest(`/api/travel-packages/${id}/publish`, { method: 'POST', body: { anyway } })
    return { published: true }
  } catch (error) {
    const missing = error instanceof ApiError && error.status === 422 ? missingIn(error.body) : null
    if (missing) return { missing }
    throw error
  }
}

function missingIn(body: unknown): MissingForPublishing[] | null {
  const missing = (body as { missing?: unknown } | null)?.missing
  return Array.isArray(missing) ? (missing as MissingForPublishing[]) : null
}
