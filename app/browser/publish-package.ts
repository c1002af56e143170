import type { MissingForPublishing, PackageDetail } from '#app/lib/catalogue'
import { ApiError, apiRequest } from './api-client'

/** A write the publish checklist can refuse (decision 50): the package it answered, or what it lacks. */
export type ChecklistResult = { answer: PackageDetail } | { missing: MissingForPublishing[] }

/**
 * Runs a write that refuses a draft lacking something (422, decision 50), Publish's or a schedule's, and
 * says what is missing when it does; `anyway` in its body goes ahead all the same. Any other failure is
 * thrown.
 */
async function checkedWrite(path: string, method: 'POST' | 'PUT', body: object): Promise<ChecklistResult> {
  try {
    return { answer: await apiRequest<PackageDetail>(path, { method, body }) }
  } catch (error) {
    const missing = error instanceof ApiError && error.status === 422 ? missingIn(error.body) : null
    if (missing) return { missing }
    throw error
  }
}

/** Publishes a package, or says what it lacks. */
export const requestPublish = (id: number, { anyway }: { anyway: boolean }) =>
  checkedWrite(`/api/travel-packages/${id}/publish`, 'POST', { anyway })

/** Schedules a package's draft or pending changes (decision 58), or says what the draft lacks; null unschedules. */
export const requestSchedule = (
  id: number,
  { publishAt, anyway }: { publishAt: string | null; anyway: boolean },
) => checkedWrite(`/api/travel-packages/${id}/schedule`, 'PUT', { publishAt, anyway })

function missingIn(body: unknown): MissingForPublishing[] | null {
  const missing = (body as { missing?: unknown } | null)?.missing
  return Array.isArray(missing) ? (missing as MissingForPublishing[]) : null
}
