import { z } from 'zod'
import { IMAGE_TYPES } from '#app/lib/catalogue'
import { flagField, idField, optionalText, wholeNumberField } from './fields'

const ENTITY_MESSAGE = 'Please select a package or destination'

// A form sends the id it does not use as an empty field.
const ownerId = z.preprocess(
  (value) => (value === '' ? undefined : value),
  idField(ENTITY_MESSAGE).optional(),
)

// 'none' in the admin form means no type, which the site shows as a thumbnail (SPEC 3).
const imageType = z
  .enum([...IMAGE_TYPES, 'none', ''], { error: 'Invalid input' })
  .optional()
  .transform((value) => (!value || value === 'none' ? null : value))

const sequenceField = wholeNumberField('Display order must be a whole number, 0 or more', {
  min: 0,
  max: 100_000,
})

/** The text fields of an image upload; the file itself is checked by content on the server. */
export const ImageUploadFieldsSchema = z
  .object({
    title: optionalText(200),
    altText: optionalText(500),
    type: imageType,
    // Left out, the image goes after the owner's others rather than at 0, before them all.
    sequence: sequenceField.optional(),
    decorative: flagField(false),
    packageId: ownerId,
    destinationId: ownerId,
  })
  .refine((fields) => (fields.packageId === undefined) !== (fields.destinationId === undefined), {
    message: ENTITY_MESSAGE,
    path: ['packageId'],
  })

export type ImageUploadFields = z.infer<typeof ImageUploadFieldsSchema>

export const ALT_TEXT_MESSAGE = 'Describe the image for people who cannot see it, or tick Decorative'

/** Decimals a focal point keeps: a ten-thousandth of the width is well under a pixel of any image we keep. */
const FOCAL_DECIMALS = 4

/**
 * A share of the width or height, rounded here to `FOCAL_DECIMALS`: the `real` column cannot hold every
 * double (1e-320 is below its smallest number, and PostgreSQL refuses it rather than round), and what is
 * answered back is then exactly what was stored.
 */
const focalShare = (axis: string) =>
  z
    .number({ error: `${axis} must be a number from 0 to 1` })
    .min(0, `${axis} must be a number from 0 to 1`)
    .max(1, `${axis} must be a number from 0 to 1`)
    .transform((share) => Number(share.toFixed(FOCAL_DECIMALS)))

/**
 * `PATCH /api/images/:id`: the fields to change, each optional; at least one. Whether the image may be left
 * without alt text depends on what is stored, so the service checks that (`ALT_TEXT_MESSAGE`).
 */
export const ImageChangesSchema = z
  .object({
    title: optionalText(200),
    altText: optionalText(500),
    decorative: z.boolean({ error: 'decorative must be true or false' }),
    type: z.enum([...IMAGE_TYPES, 'none'], { error: 'Choose one of the image types, or none' }),
    sequence: sequenceField,
    focalX: focalShare('focalX'),
    focalY: focalShare('focalY'),
  })
  .partial()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'Send at least one of title, altText, decorative, type, sequence, focalX, focalY',
  })

export type ImageChanges = z.infer<typeof ImageChangesSchema>

export const MAX_ORDERED_IMAGES = 1000

const IMAGE_ORDER_MESSAGE = 'Send ids: every image id of one package or destination, in the new order'

/** `PUT /api/images/order`: all of one package's or destination's images, first first. */
export const ImageOrderSchema = z.object({
  ids: z
    .array(idField('Each id must be an image id'), { error: IMAGE_ORDER_MESSAGE })
    .min(1, IMAGE_ORDER_MESSAGE)
    // More than any one package shows, and few enough to list in one query.
    .max(MAX_ORDERED_IMAGES, `An order lists at most ${MAX_ORDERED_IMAGES} images`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each image must be listed once'),
})
