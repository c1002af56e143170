import { Router } from 'express'
import multer from 'multer'
import { ImageUploadFieldsSchema } from '#app/schemas/image'
import { ImageRejected, MAX_IMAGE_BYTES } from '#app/services/images/image-processing.server'
import { addImage, deleteImage } from '#app/services/images/images.server'
import type { ApiContext } from './context'
import { HttpError, notFound } from './http-error'
import { access } from './middleware/access'
import { auditTrail } from './middleware/audit'
import { validate, validated } from './middleware/validate'
import { IdParams } from './params'

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 4_096 },
}).single('image')

const uploadFields = { body: ImageUploadFieldsSchema }
const byId = { params: IdParams }

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

  router.delete('/:id', access('catalogue'), audit('delete', 'image'), validate(byId), async (_req, res) => {
    const { params } = validated<typeof byId>(res.locals)
    if (!(await deleteImage(db, imageStorage, params.id))) throw notFound('Image')
    res.status(204).end()
  })

  return router
}
