import type { RequestHandler } from 'express'
import type { z } from 'zod'
import { NUL_MESSAGE } from '#app/schemas/fields'
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
      const nul = pathToNul(req[part])
      if (nul !== null) return next(badInput([{ path: nul || part, message: NUL_MESSAGE }]))
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

type Visit = { value: unknown; key?: string; parent?: Visit }

/**
 * Where a NUL character hides in a request part, if anywhere: PostgreSQL cannot store one in text.
 * Walked with a stack rather than recursion, so deeply nested JSON cannot exhaust the call stack.
 */
function pathToNul(root: unknown): string | null {
  const stack: Visit[] = [{ value: root }]
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value } = visit
    if (typeof value === 'string' ? value.includes('\u0000') : visit.key?.includes('\u0000')) {
      const keys: string[] = []
      for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.unshift(at.key)
      return keys.join('.')
    }
    if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) stack.push({ value: inner, key, parent: visit })
    }
  }
  return null
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
