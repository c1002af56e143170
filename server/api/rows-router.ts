import { Router } from 'express'
import type { z } from 'zod'
import { notFound } from './http-error'
import { validate, validated } from './middleware/validate'
import { IdParams } from './params'

type RowWrites<Input, Row> = {
  /** What the row is called in a 404, such as 'Review'. */
  name: string
  schema: z.ZodType<Input>
  create: (input: Input) => Promise<Row | undefined>
  update: (id: number, input: Input) => Promise<Row | null>
  remove: (id: number) => Promise<boolean>
}

/** POST /, PUT /:id and DELETE /:id for a resource whose rows need nothing beyond their schema. */
export function rowsRouter<Input, Row>({ name, schema, create, update, remove }: RowWrites<Input, Row>) {
  const router = Router()
  const created = { body: schema }
  const changed = { params: IdParams, body: schema }
  const byId = { params: IdParams }

  router.post('/', validate(created), async (_req, res) => {
    const { body } = validated<typeof created>(res.locals)
    res.status(201).json(await create(body as Input))
  })

  router.put('/:id', validate(changed), async (_req, res) => {
    const { params, body } = validated<typeof changed>(res.locals)
    const row = await update(params.id, body as Input)
    if (!row) throw notFound(name)
    res.json(row)
  })

  router.delete('/:id', validate(byId), async (_req, res) => {
    const { params } = validated<typeof byId>(res.locals)
    if (!(await remove(params.id))) throw notFound(name)
    res.status(204).end()
  })

  return router
}
