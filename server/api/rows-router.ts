import { type Response, Router } from 'express'
import type { z } from 'zod'
import type { AuditedThing } from '#app/lib/staff'
import type { Permission } from '#app/lib/staff-roles'
import { notFound } from './http-error'
import { access } from './middleware/access'
import { currentAdmin } from './middleware/admin-session'
import type { Audit } from './middleware/audit'
import { validate, validated } from './middleware/validate'
import { IdParams } from './params'

type RowWrites<Input, Row> = {
  /** What the row is called in a 404, such as 'Review'. */
  name: string
  /** Who may write these rows, and what the activity log calls them. */
  permission: Permission
  thing: AuditedThing
  audit: Audit
  schema: z.ZodType<Input>
  /** Each write is told who makes it (`authorId`), for whatever keeps versions by author. */
  create: (input: Input, authorId: number | null) => Promise<Row | undefined>
  update: (id: number, input: Input, authorId: number | null) => Promise<Row | null>
  remove: (id: number, authorId: number | null) => Promise<boolean>
  /** Throws for a write this member of staff may not make to this very row, beyond the route's permission. */
  check?: (res: Response, write: { id?: number; input?: Input }) => Promise<void>
}

const authorOf = (res: Response) => currentAdmin(res)?.id ?? null

/** POST /, PUT /:id and DELETE /:id for a resource whose rows need nothing beyond their schema. */
export function rowsRouter<Input, Row>(rows: RowWrites<Input, Row>) {
  const { name, permission, thing, audit, schema, create, update, remove, check } = rows
  const router = Router()
  const created = { body: schema }
  const changed = { params: IdParams, body: schema }
  const byId = { params: IdParams }

  router.post('/', access(permission), audit('create', thing), validate(created), async (_req, res) => {
    const { body } = validated<typeof created>(res.locals)
    await check?.(res, { input: body as Input })
    res.status(201).json(await create(body as Input, authorOf(res)))
  })

  router.put('/:id', access(permission), audit('update', thing), validate(changed), async (_req, res) => {
    const { params, body } = validated<typeof changed>(res.locals)
    await check?.(res, { id: params.id, input: body as Input })
    const row = await update(params.id, body as Input, authorOf(res))
    if (!row) throw notFound(name)
    res.json(row)
  })

  router.delete('/:id', access(permission), audit('delete', thing), validate(byId), async (_req, res) => {
    const { params } = validated<typeof byId>(res.locals)
    await check?.(res, { id: params.id })
    if (!(await remove(params.id, authorOf(res)))) throw notFound(name)
    res.status(204).end()
  })

  return router
}
