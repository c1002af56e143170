import { Router } from 'express'
import multer from 'multer'
import { ImageChangesSchema, ImageOrderSchema, ImageUploadFieldsSchema } from '#app/schemas/image'
import {
  AltTextMissing,
  ImageOrderMismatch,
  reorderImages,
  updateImage,
} from '#app/services/images/image-edits.server'
import { ImageRejected, MAX_IMAGE_BYTES } from '#app/services/images/image-processing.server'
import { addImage, deleteImage } from '#app/services/images/images.server'
import type { ApiContext } from './context'
import { HttpError, notFound } from './http-error'
import { access } from './middleware/access'
import { auditTrail } from './middleware/audit'
import { jsonBody } from './middleware/json-body'
import { badInput, validate, validated } from './middleware/validate'
import { IdParams } from './params'

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 4_096 },
}).single('image')

const uploadFields = { body: ImageUploadFieldsSchema }
const byId = { params: IdParams }
// This router comes before the API's JSON parser, which must not read an upload: its JSON routes read their own.
const json = jsonBody('64kb')
const changes = { params: IdParams, body: ImageChangesSchema }
const newOrder = { body: ImageOrderSchema }

type Titled = { title: string | null; id: number }
const orderWords = (answer: unknown) =>
  `New order: ${(answer as Titled[]).map((image) => image.title || `Image ${image.id}`).join(', ')}`

export function imagesRouter({ db, imageStorage }: ApiContext) {
  const router = Router()
  const audit = auditTrail(db)

  router.post(
    '/',
    access('catalogue'),
    audit('create', 'image'),
    (req, res, next) =>
      upload(req, res, (error: unknown) => {
        if (!error) return next()
        const code = (error as { code?: string }).code
        if (code === 'LIMIT_FILE_SIZE') return next(new HttpError(413, 'Images must be 10 MB or smaller.'))
        next(new HttpError(400, 'Send one image in the "image" field, with the form fields beside it.'))
      }),
    validate(uploadFields),
    async (req, res) => {
      const { body } = validated<typeof uploadFields>(res.locals)
      if (!req.file) throw new HttpError(400, 'Please select at least one image')
      try {
        const image = await addImage(db, imageStorage, body, req.file.buffer)
        if (!image) throw new HttpError(400, 'Please select a package or destination')
        res.status(201).json(image)
      } catch (error) {
        if (error instanceof ImageRejected) throw new HttpError(error.status, error.message)
        throw error
      }
    },
  )

  // One request, one transaction: a move made of two writes could stop halfway and leave two images at one place.
  router.put(
    '/order',
    access('catalogue'),
    audit('reorder', 'image', { summary: orderWords }),
    json,
    validate(newOrder),
    async (_req, res) => {
      const { body } = validated<typeof newOrder>(res.locals)
      const ordered = await reorderImages(db, body.ids).catch((error: unknown) => {
        throw error instanceof ImageOrderMismatch ? new HttpError(400, error.message) : error
      })
      res.json(ordered)
    },
  )

  router.patch(
    '/:id',
    access('catalogue'),
    audit('update', 'image'),
    json,
    validate(changes),
    async (_req, res) => {
      const { params, body } = validated<typeof changes>(res.locals)
      const image = await updateImage(db, imageStorage, params.id, body).catch((error: unknown) => {
        throw error instanceof AltTextMissing
          ? badInput([{ path: 'altText', message: error.message }])
          : error
      })
      if (!image) throw notFound('Image')
      res.json(image)
    },
  )

  router.delete('/:id', access('catalogue'), audit('delete', 'image'), validate(byId), async (_req, res) => {
    const { params } = validated<typeof byId>(res.locals)
    if (!(await deleteImage(db, imageStorage, params.id))) throw notFound('Image')
    res.status(204).end()
  })

  return router
}
