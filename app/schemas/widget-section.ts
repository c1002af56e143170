import { z } from 'zod'
import { flagField, idField, wholeNumberField } from './fields'

export const WIDGET_TYPES = [
  'featured-offers',
  'search-box',
  'html-embed',
  'third-party-widget',
  'travelify-widget',
] as const

export type WidgetType = (typeof WIDGET_TYPES)[number]

/** The type whose stored HTML runs as it is on every visitor's page: owners only (decision 35). */
export const RAW_HTML_TYPE: WidgetType = 'html-embed'

/**
 * The types that cannot do without a config (decision 20). SPEC 5 requires one except for HTML types, but
 * only featured offers reads a value of its own: the HTML types may be empty (SPEC), and the search box
 * and the third-party placeholder never read theirs, so a section of theirs saves as it was seeded.
 */
const CONFIG_REQUIRED_TYPES: readonly WidgetType[] = ['featured-offers']
export const needsConfig = (type: WidgetType) => CONFIG_REQUIRED_TYPES.includes(type)

export const DEFAULT_WIDGET_POSITION = 99
export const MAX_WIDGET_POSITION = 10_000

export const WidgetSectionInputSchema = z
  .object({
    title: z
      .string({ error: 'Required' })
      .trim()
      .min(1, 'Required')
      .max(200, 'Title must be at most 200 characters'),
    widgetType: z.enum(WIDGET_TYPES, { error: 'Invalid input' }),
    widgetId: z
      .string()
      .max(50_000, 'The configuration is too long')
      .nullish()
      .transform((value) => (value?.trim() ? value : null)),
    position: z.preprocess(
      (value) => (value === null || value === undefined || value === '' ? DEFAULT_WIDGET_POSITION : value),
      wholeNumberField('Position must be a whole number, 1 or more', { min: 1, max: MAX_WIDGET_POSITION }),
    ),
    isActive: flagField(true),
  })
  .refine((section) => !needsConfig(section.widgetType) || section.widgetId !== null, {
    message: 'Required',
    path: ['widgetId'],
  })

export type WidgetSectionInput = z.infer<typeof WidgetSectionInputSchema>

const ORDER_MESSAGE = 'Send ids: every widget section id, in the new order'

/** `PUT /api/widget-sections/order`: every section's id once, first on the home page first. */
export const WidgetSectionOrderSchema = z.object({
  ids: z
    .array(idField('Each id must be a widget section id'), { error: ORDER_MESSAGE })
    .min(1, ORDER_MESSAGE)
    .refine((ids) => new Set(ids).size === ids.length, 'Each widget section must be listed once'),
})
