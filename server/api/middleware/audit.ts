import type { Request, RequestHandler, Response } from 'express'
import type { Database } from '#app/db/client.server'
import type { Described } from '#app/lib/change-summary'
import { changedFacts, summariseChange } from '#app/lib/change-summary'
import type { AuditedThing } from '#app/lib/staff'
import { recordAudit } from '#app/services/audit/audit-log.server'
import { describeThing } from '#app/services/audit/audited-things.server'
import { currentAdmin } from './admin-session'

export type AuditDeclaration = {
  /** What was done, as a verb: 'create', 'update', 'delete', 'import', 'export'… */
  action: string
  thing?: AuditedThing
  /** Which thing, when it is neither the `id` of the JSON answer (a copy's, say) nor the path's `:id`. */
  thingId?: (res: Response) => number | undefined
  /**
   * The entry's words, when the thing's fields would not tell what happened (an import's counts); given the
   * thing as it stands after the write (before it, for a deletion). The fields are then left out.
   */
  summary?: (answer: unknown, context: { thing: Described | null; res: Response }) => string
  /** The entry's words from the thing before and after the write, its changed fields kept beside them. */
  words?: (change: { before: Described | null; after: Described | null }) => string
  /** The verb, when the answer tells which it was (an import's dry run is a preview); else `action`. */
  actionFor?: (answer: unknown) => string
}

/** What a route learnt as it ran, which its entry says instead of what the declaration could know. */
export type AuditNote = {
  /** Who acted, when nobody is signed in: the account an emailed link was for. */
  actor?: { id: number; email: string }
  /** A more exact verb than the declared one: 'deactivate' for an 'update' that was that. */
  action?: string
  /** The entry's line, in words the thing's fields would not give. */
  summary?: string
}

/** Tells the route's entry what only the route's own work found out (decision 48). */
export function noteForAudit(res: Response, note: AuditNote) {
  res.locals.auditNote = { ...res.locals.auditNote, ...note }
}

const notedFor = (res: Response): AuditNote => res.locals.auditNote ?? {}

/** Whom an entry names as acting: the one noted, else the signed-in admin. */
export const auditActor = (res: Response) => notedFor(res).actor ?? currentAdmin(res)

/** Writes that act on a thing that exists already: its fields are read before the write, to show the change. */
const CHANGES_EXISTING = new Set(['PUT', 'PATCH', 'DELETE'])

const pathId = (req: Request) => {
  const id = req.params.id
  return typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : undefined
}

const answerId = (answer: unknown) => {
  const id = (answer as { id?: unknown } | null | undefined)?.id
  return typeof id === 'number' && Number.isInteger(id) ? id : undefined
}

/**
 * The activity log's one way in (decision 36): `audit('update', 'package')` in a route's handlers records,
 * when the route answers with success, who did it, what, to which thing, and what changed. A write of a
 * thing that exists is read before and after; a new one after; a deleted one before. The entry is written
 * before the answer goes out, so whoever sees "saved" can find it in the log. `apiRouter` refuses to build
 * a staff write without one, and tests/api/audit-log.test.ts makes each write and finds its entry.
 */
export function auditTrail(db: Database) {
  return (action: string, thing?: AuditedThing, options: Omit<AuditDeclaration, 'action' | 'thing'> = {}) => {
    const declaration: AuditDeclaration = { action, thing, ...options }
    const snapshot = async (id: number | undefined): Promise<Described | null> =>
      thing && id !== undefined ? describeThing(db, thing, id) : null

    const handler: RequestHandler = async (req, res, next) => {
      const before = CHANGES_EXISTING.has(req.method) ? await snapshot(pathId(req)) : null
      let answer: unknown
      const json = res.json.bind(res)
      res.json = (body: unknown) => {
        answer = body
        return json(body)
      }
      const end = res.end.bind(res) as (...args: unknown[]) => Response
      res.end = ((...args: unknown[]) => {
        if (res.statusCode >= 400) return end(...args)
        record(req, res, before, answer)
          .catch((error: unknown) =>
            req.log.error({ err: error, action, thing }, 'the activity log could not record a change'),
          )
          .finally(() => end(...args))
        return res
      }) as Response['end']
      next()
    }

    async function record(req: Request, res: Response, before: Described | null, answer: unknown) {
      const note = notedFor(res)
      const actor = auditActor(res)
      if (!actor) return
      const id = declaration.thingId?.(res) ?? answerId(answer) ?? pathId(req)
      const after = req.method === 'DELETE' ? null : await snapshot(id)
      const change = declaration.summary
        ? { before: null, after: null }
        : changedFacts(before?.facts ?? null, after?.facts ?? null)
      const summary =
        note.summary ??
        declaration.summary?.(answer, { thing: after ?? before, res }) ??
        declaration.words?.({ before, after }) ??
        summariseChange(change)
      await recordAudit(db, {
        actor,
        action: note.action ?? declaration.actionFor?.(answer) ?? action,
        thingType: thing ?? null,
        thingId: id ?? null,
        thingName: after?.name ?? before?.name ?? null,
        summary,
        ...change,
      })
    }

    return Object.assign(handler, { audit: declaration })
  }
}

export type Audit = ReturnType<typeof auditTrail>
