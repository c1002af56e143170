import { FeatureInputSchema } from '#app/schemas/feature'
import { createFeature, deleteFeature, updateFeature } from '#app/services/features.server'
import type { ApiContext } from './context'
import { auditTrail } from './middleware/audit'
import { rowsRouter } from './rows-router'

/** Staff writes of package features; visitors read them under their package. */
export function packageFeaturesRouter({ db }: ApiContext) {
  return rowsRouter({
    name: 'Feature',
    permission: 'catalogue',
    thing: 'feature',
    audit: auditTrail(db),
    schema: FeatureInputSchema,
    create: (input, authorId) => createFeature(db, input, authorId),
    update: (id, input, authorId) => updateFeature(db, id, input, authorId),
    remove: (id, authorId) => deleteFeature(db, id, authorId),
  })
}
