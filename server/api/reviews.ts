import { ReviewInputSchema } from '#app/schemas/review'
import { createReview, deleteReview, updateReview } from '#app/services/reviews.server'
import type { ApiContext } from './context'
import { auditTrail } from './middleware/audit'
import { rowsRouter } from './rows-router'

/** Staff writes of package reviews; visitors read them under their package. */
export function reviewsRouter({ db }: ApiContext) {
  return rowsRouter({
    name: 'Review',
    permission: 'catalogue',
    thing: 'review',
    audit: auditTrail(db),
    schema: ReviewInputSchema,
    create: (input) => createReview(db, input),
    update: (id, input) => updateReview(db, id, input),
    remove: (id) => deleteReview(db, id),
  })
}
