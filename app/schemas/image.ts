import { z } from 'zod'
import { IMAGE_TYPES } from '#app/lib/catalogue'
import { idField, optionalText, wholeNumberField } from './fields'

const ENTITY_MESSAGE = 'Please select a package or destination'

// A form sends the id it does not use as an empty field.
const ownerId = z.preprocess(
  (value) => (value === '' ? undefined : value),
  idField(ENTITY_MESSAGE).optional(),
)

/** The text fields of an image upload; the file itself is checked by content on the server. */
export const ImageUploadFieldsSchema = z
  .object({
    title: optionalText(200),
    altText: optionalText(500),
    // 'none' in the admin form means no type, which the site shows as a thumbnail (SPEC 3).
    type: z
      .enum([...IMAGE_TYPES, 'none', ''], { error: 'Invalid input' })
      .optional()
      .transform((value) => (!value || value === 'none' ? null : value)),
    sequence: wholeNumberField('Display order must be a whole number, 0 or more', {
      min: 0,
      max: 100_000,
    }).default(0),
    packageId: ownerId,
    destinationId: ownerId,
  })
  .refine((fields) => (fields.packageId === undefined) !== (fields.destinationId === undefined), {
    message: ENTITY_MESSAGE,
    path: ['packageId'],
  })

export type ImageUploadFields = z.infer<typeof ImageUploadFieldsSchema>
