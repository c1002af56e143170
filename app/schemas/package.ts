import { z } from 'zod'
import { PACKAGE_STATUSES } from '#app/lib/catalogue'
import { MAX_NIGHTS, NIGHTS_MESSAGE, readNights } from '#app/lib/nights'
import { flagField, idField, moneyField, optionalText } from './fields'
import { phoneNumberField } from './phone-number'

const DURATION_MESSAGE = 'Duration is required'

/**
 * Whole nights from a number or text such as '5 nights' or 'four nights' (SPEC 3: the admin form sends
 * text). Nothing at all is SPEC's 'Duration is required'; something that is not a number of nights says
 * what to write instead.
 */
const durationField = z
  .union([z.number(), z.string()], { error: DURATION_MESSAGE })
  .transform((value, context) => {
    if (typeof value === 'string' && !value.trim()) {
      context.addIssue({ code: 'custom', message: DURATION_MESSAGE })
      return z.NEVER
    }
    const nights =
      typeof value === 'number'
        ? Number.isInteger(value) && value >= 1 && value <= MAX_NIGHTS
          ? value
          : null
        : readNights(value.trim())
    if (nights !== null) return nights
    context.addIssue({ code: 'custom', message: NIGHTS_MESSAGE })
    return z.NEVER
  })

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
    // A package's own number for its call links, in the one form numbers are stored (decision 51).
    phoneNumber: phoneNumberField,
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

const FEATURED_ORDER_MESSAGE = 'Send ids: every featured package id, in the new order'

/** `PUT /api/travel-packages/featured-order`: every featured package's id once, first on the home page first. */
export const FeaturedOrderSchema = z.object({
  ids: z
    .array(idField('Each id must be a package id'), { error: FEATURED_ORDER_MESSAGE })
    .max(10_000, 'There are not that many featured packages')
    .refine((ids) => new Set(ids).size === ids.length, 'Each package must be listed once'),
})

const PUBLISH_AT_MESSAGE = 'Use publishAt: a date and time to come, such as 2027-03-01T09:00:00Z, or null.'

/**
 * `PUT /api/travel-packages/{id}/schedule`: when a draft or pending changes go live, or null for never;
 * `anyway` schedules a draft that lacks what Publish asks for.
 */
export const SchedulePublishInputSchema = z.object({
  publishAt: z
    .union([z.null(), z.iso.datetime({ offset: true, error: PUBLISH_AT_MESSAGE })], {
      error: PUBLISH_AT_MESSAGE,
    })
    .transform((value) => (value === null ? null : new Date(value)))
    .refine((date) => date === null || date.getTime() > Date.now(), PUBLISH_AT_MESSAGE),
  /** Schedule a draft that lacks what Publish asks for, as "Publish anyway" does (decision 50). */
  anyway: flagField(false),
})
