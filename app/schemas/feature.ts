import { z } from 'zod'
import { packageIdField } from './package'

/** The 15 icons staff can choose for a package feature (SPEC 3). */
export const FEATURE_ICON_NAMES = [
  'plane',
  'hotel',
  'food',
  'calendar',
  'beach',
  'location',
  'wifi',
  'pool',
  'coffee',
  'star',
  'car',
  'bus',
  'train',
  'bag',
  'sun',
] as const

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
