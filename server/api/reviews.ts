import { ReviewInputSchema } from '#app/schemas/review'
import { createReview, deleteReview, updateReview } from '#app/services/reviews.server'
import type { ApiContext } from './context'
import { rowsRouter } from './rows-router'

/** Staff writes of package reviews; visitors read them under their package. */
export function reviewsRouter({ db }: ApiContext) {
  return rowsRouter({
    name: 'Review',
    schema: ReviewInputSchema,
    create: (input) => createReview(db, input),
    update: (id, input) => updateReview(db, id, input),
    remove: (id) => deleteReview(db, id),
  })
}
