import { z } from 'zod'
import { FEATURE_ICON_NAMES } from '#app/lib/catalogue'
import { packageIdField } from './package'

export const FeatureInputSchema = z.object({
  packageId: packageIdField,
  label: z
    .string({ error: 'Please enter a feature label' })
    .trim()
    .min(1, 'Please enter a feature label')
    .max(100, 'Feature labels must be at most 100 characters'),
  icon: z.enum(FEATURE_ICON_NAMES, { error: 'Choose one of the listed icons' }).default('plane'),
})

export type FeatureInput = z.infer<typeof FeatureInputSchema>
