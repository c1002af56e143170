import { z } from 'zod'
import { SLUG_OR_ID_PATTERN } from '#app/lib/slug'
import { calendarDateField, idField } from '#app/schemas/fields'
import { PageQuery } from './paging'

export const SlugOrIdParams = z.object({
  slugOrId: z
    .string()
    .trim()
    .min(1, 'Use a package id or slug.')
    .max(200, 'Use a package id or slug.')
    .regex(SLUG_OR_ID_PATTERN, 'Use a package id or slug.'),
})

export const IdParams = z.object({ id: idField('Use a numeric id.') })

/** A package's version: `/:id/versions/:version`. */
export const VersionParams = IdParams.extend({ version: idField('Use a version number.') })

/** `?include=pricing` asks for every pricing option instead of the summary by airport. */
export const PackageIncludeQuery = z.object({
  include: z.enum(['pricing'], { error: 'Use include=pricing, or leave it out.' }).optional(),
})

/**
 * `?airport=&month=` of a package's price calendar: read as the package page reads its address, so a key that
 * names no airport or month the package flies gives its first airport or cheapest month, as the page does.
 */
export const CalendarQuery = z.object({
  airport: z.string().max(40, { error: 'Use airport=<the airport key the calendar lists>.' }).optional(),
  month: z.string().max(20, { error: 'Use month=YYYY-MM, or a month key the calendar lists.' }).optional(),
})

const FROM_MESSAGE = 'Use from=YYYY-MM-DD, the first departure date to list.'
const TO_MESSAGE = 'Use to=YYYY-MM-DD, the last departure date to list.'

/**
 * `?from=&to=` of a package's pricing, both optional and both included, with the page of decision 38. No
 * longest range: the page already bounds the answer, so a year or more only means more pages.
 */
export const PricingRangeQuery = PageQuery.extend({
  from: calendarDateField(FROM_MESSAGE).optional(),
  to: calendarDateField(TO_MESSAGE).optional(),
}).refine(({ from, to }) => !from || !to || from <= to, {
  path: ['to'],
  message: 'Use a to date on or after the from date.',
})
