import type { z } from 'zod'
import { ApiError } from '#app/browser/api-client'

export type FieldErrors = Partial<Record<string, string>>

/** The first message for each top-level field a schema found wrong, to show beside that field. */
export function schemaErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    errors[field] ??= issue.message
  }
  return errors
}

/** The fields a refused write named in its `details` (DESIGN's error shape), to show beside each. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {}
  const details = (error.body as { details?: { path: string; message: string }[] } | null)?.details ?? []
  const errors: FieldErrors = {}
  for (const detail of details) errors[detail.path] ??= detail.message
  return errors
}
