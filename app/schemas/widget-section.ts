import { z } from 'zod'
import { flagField, wholeNumberField } from './fields'

export const WIDGET_TYPES = [
  'featured-offers',
  'search-box',
  'html-embed',
  'third-party-widget',
  'travelify-widget',
] as const

export type WidgetType = (typeof WIDGET_TYPES)[number]

/** Types whose config is stored HTML, which SPEC lets staff leave empty. */
const HTML_TYPES: readonly WidgetType[] = ['html-embed', 'travelify-widget']
export const DEFAULT_WIDGET_POSITION = 99

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
      wholeNumberField('Position must be a whole number, 1 or more', { min: 1, max: 10_000 }),
    ),
    isActive: flagField(true),
  })
  .refine((section) => HTML_TYPES.includes(section.widgetType) || section.widgetId !== null, {
    message: 'Required',
    path: ['widgetId'],
  })

export type WidgetSectionInput = z.infer<typeof WidgetSectionInputSchema>
