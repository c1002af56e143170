import type { RequestHandler } from 'express'
import type { z } from 'zod'
import { type ErrorDetail, HttpError } from '../http-error'

type Shapes = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType }

export type Validated<S extends Shapes> = {
  [K in keyof S]: S[K] extends z.ZodType ? z.infer<S[K]> : never
}

/**
 * Parses the parts of a request with zod and stores the results on `res.locals.input`,
 * answering 400 with one detail per bad field.
 */
export function validate<S extends Shapes>(shapes: S): RequestHandler {
  return (req, res, next) => {
    const input: Record<string, unknown> = {}
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = shapes[part]
      if (!schema) continue
      const result = schema.safeParse(req[part] ?? {})
      if (!result.success) {
        const details = result.error.issues.map((issue) => ({
          path: issue.path.join('.') || part,
          message: issue.message,
        }))
        return next(badInput(details))
      }
      input[part] = result.data
    }
    res.locals.input = input
    next()
  }
}

/** A 400: one problem is said plainly (SPEC's own messages); several are summed up, with details per field. */
export function badInput(details: ErrorDetail[]): HttpError {
  const message =
    details.length === 1 && details[0] ? details[0].message : 'Some of the information sent is not valid.'
  return new HttpError(400, message, details)
}

export function validated<S extends Shapes>(locals: Record<string, unknown>): Validated<S> {
  return locals.input as Validated<S>
}
