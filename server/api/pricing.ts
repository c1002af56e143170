import { Router } from 'express'
import multer from 'multer'
import { z } from 'zod'
import type { ImportAnswer } from '#app/lib/pricing-import'
import { idField } from '#app/schemas/fields'
import { PricingImportFieldsSchema, PricingInputSchema } from '#app/schemas/pricing'
import { listPriceHistory } from '#app/services/pricing/price-history.server'
import { importPricingCsv, makePricingTemplate } from '#app/services/pricing/pricing-import.server'
import {
  createPricingOption,
  DuplicatePrice,
  deletePricingOption,
  updatePricingOption,
} from '#app/services/pricing/pricing-options.server'
import type { ApiContext } from './context'
import { HttpError, notFound } from './http-error'
import { access } from './middleware/access'
import { currentAdmin } from './middleware/admin-session'
import { auditTrail } from './middleware/audit'
import { validate, validated } from './middleware/validate'
import { IdParams } from './params'

const MAX_CSV_BYTES = 5 * 1024 * 1024
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 10 },
}).single('csv')

const newOption = { body: PricingInputSchema }
const changedOption = { params: IdParams, body: PricingInputSchema }
const byId = { params: IdParams }
const importFields = { body: PricingImportFieldsSchema }
const historyQuery = {
  query: z.object({
    packageId: idField('Please select a package'),
    pricingOptionId: idField('Use a numeric pricing option id.').optional(),
  }),
}

/** An import's entry in the activity log: its counts; each price's own change is in the price history. */
function importSummary(answer: unknown) {
  const { created, updated, unchanged, removed, errors, dryRun } = answer as ImportAnswer
  const counts = `${created} added, ${updated} changed, ${unchanged} unchanged, ${removed} removed`
  if (!dryRun) return `Imported a CSV file: ${counts}.`
  const fixes = errors > 0 ? `; ${errors === 1 ? '1 row needs' : `${errors} rows need`} fixing` : ''
  return `Previewed a CSV file, saving nothing: ${counts}${fixes}.`
}

/** A dry run changes nothing: the log calls it a preview, not an import. */
const importAction = (answer: unknown) => ((answer as ImportAnswer).dryRun ? 'preview' : 'import')

const refuseDuplicates = <T>(write: Promise<T>) =>
  write.catch((error: unknown) => {
    throw error instanceof DuplicatePrice ? new HttpError(409, error.message) : error
  })

export function pricingRouter({ db }: ApiContext) {
  const router = Router()
  const audit = auditTrail(db)

  router.post('/', access('catalogue'), audit('create', 'price'), validate(newOption), async (_req, res) => {
    const { body } = validated<typeof newOption>(res.locals)
    res.status(201).json(await refuseDuplicates(createPricingOption(db, body, currentAdmin(res))))
  })

  router.put(
    '/:id',
    access('catalogue'),
    audit('update', 'price'),
    validate(changedOption),
    async (_req, res) => {
      const { params, body } = validated<typeof changedOption>(res.locals)
      const option = await refuseDuplicates(updatePricingOption(db, params.id, body, currentAdmin(res)))
      if (!option) throw notFound('Pricing option')
      res.json(option)
    },
  )

  router.delete('/:id', access('catalogue'), audit('delete', 'price'), validate(byId), async (_req, res) => {
    const { params } = validated<typeof byId>(res.locals)
    if (!(await deletePricingOption(db, params.id, currentAdmin(res)))) throw notFound('Pricing option')
    res.status(204).end()
  })

  router.post(
    '/import',
    access('catalogue'),
    audit('import', 'package', {
      thingId: (res) => validated<typeof importFields>(res.locals).body.packageId,
      summary: importSummary,
      actionFor: importAction,
    }),
    (req, res, next) =>
      upload(req, res, (error: unknown) => {
        if (!error) return next()
        if ((error as { code?: string }).code === 'LIMIT_FILE_SIZE')
          return next(new HttpError(413, 'CSV files must be 5 MB or smaller.'))
        next(new HttpError(400, 'Send one CSV file in the "csv" field, with the form fields beside it.'))
      }),
    validate(importFields),
    async (req, res) => {
      const { body } = validated<typeof importFields>(res.locals)
      if (!req.file) throw new HttpError(400, 'Please select a CSV file')
      if (req.file.buffer.includes(0)) throw new HttpError(415, 'The file is not a CSV text file.')
      const outcome = await importPricingCsv(db, body, req.file.buffer.toString('utf8'), currentAdmin(res))
      if (!outcome) throw notFound('Travel package')
      if ('problems' in outcome) {
        const { problems } = outcome
        res.status(400).json({
          error: `The file was not imported: ${problems.length === 1 ? '1 row needs' : `${problems.length} rows need`} fixing.`,
          details: problems.map((problem) => ({
            path: `row ${problem.row}`,
            row: problem.row,
            message: problem.message,
          })),
        })
        return
      }
      res.json(outcome)
    },
  )

  router.get('/template.csv', access('catalogue'), async (_req, res) => {
    res
      .attachment('pricing-template.csv')
      .type('text/csv; charset=utf-8')
      .send(await makePricingTemplate(db))
  })

  router.get('/history', access('catalogue'), validate(historyQuery), async (_req, res) => {
    const { query } = validated<typeof historyQuery>(res.locals)
    res.json(await listPriceHistory(db, query))
  })

  return router
}
