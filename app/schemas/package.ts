import { z } from 'zod'
import { PACKAGE_STATUSES } from '#app/lib/catalogue'
import { flagField, idField, moneyField, optionalText } from './fields'

const DURATION_MESSAGE = 'Duration is required'

/**
 * Whole nights from a number or text such as '5 nights' (SPEC 3: the admin form sends text). The text is
 * trimmed rather than matched with spaces at both ends: two runs of spaces side by side would make a long
 * refused value cost time growing with the square of its length.
 */
const durationField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,3}(\s*nights?)?$/i, DURATION_MESSAGE),
    ],
    {
      error: DURATION_MESSAGE,
    },
  )
  .transform((value) => (typeof value === 'number' ? value : Number(value.match(/\d+/)?.[0])))
  .pipe(z.number().int(DURATION_MESSAGE).min(1, DURATION_MESSAGE).max(365, DURATION_MESSAGE))

/** SPEC 5: destination '0' means none; the API stores an integer or null. */
const destinationField = z.preprocess(
  (value) => (value === undefined || value === '' || value === 0 || value === '0' ? null : value),
  idField('Choose a destination from the list').nullable(),
)

export const PackageInputSchema = z
  .object({
    title: z
      .string({ error: 'Title must be at least 3 characters' })
      .trim()
      .min(3, 'Title must be at least 3 characters')
      .max(200, 'Title must be at most 200 characters'),
    slug: optionalText(200),
    subtitle: optionalText(300),
    description: optionalText(20_000),
    itinerary: optionalText(20_000),
    accommodationDetails: optionalText(20_000),
    additionalInfo: optionalText(20_000),
    whatsIncluded: optionalText(5_000),
    duration: durationField,
    accommodationType: optionalText(100),
    boardType: optionalText(100),
    isFeatured: flagField(false).optional(),
    featured: flagField(false).optional(),
    phoneNumber: optionalText(30),
    destinationId: destinationField,
    basePrice: moneyField('Base price must be a positive amount').nullish(),
    heroImageUrl: optionalText(2_000).refine(
      (url) => url === null || /^(\/(?![/\\])|https?:\/\/)/i.test(url),
      'Use an image address on this site (starting with /) or one starting with https://',
    ),
    // Not in SPEC's body: a create that names none is published, an update that names none keeps it.
    status: z.enum(PACKAGE_STATUSES, { error: 'Status must be draft or published' }).nullish(),
  })
  // SPEC names both spellings of the featured flag; either sets it.
  .transform(({ featured, isFeatured, status, ...rest }) => ({
    ...rest,
    isFeatured: Boolean(isFeatured || featured),
    status: status ?? undefined,
  }))

export type PackageInput = z.infer<typeof PackageInputSchema>

export const ClonePackageInputSchema = z.object({
  title: z
    .string({ error: 'Title must be at least 3 characters' })
    .trim()
    .min(3, 'Title must be at least 3 characters')
    .max(200, 'Title must be at most 200 characters'),
})

export const packageIdField = idField('Please select a package')

/** `POST /api/travel-packages/{id}/publish`: no body, or `{ "anyway": true }` to publish what is incomplete. */
export const PublishPackageInputSchema = z.object({ anyway: flagField(false) })
