import { useState } from 'react'
import { adminKeys, usePackageReviews } from '#app/components/admin/admin-queries'
import { HotelHighlightsBox } from '#app/components/admin/packages/hotel-highlights-box'
import { useLoadErrorToast } from '#app/components/admin/packages/package-queries'
import { ReviewForm } from '#app/components/admin/packages/review-form'
import { RowActions } from '#app/components/admin/packages/row-actions'
import { useDeleteRow } from '#app/components/admin/packages/use-delete-row'
import { PanelEmpty, PanelList } from '#app/components/admin/panel-state'
import {
  UnsavedChangesScopeProvider,
  useUnsavedChangesGroup,
} from '#app/components/admin/unsaved-changes/unsaved-changes'
import { StarRating } from '#app/components/package/star-rating'
import type { Review } from '#app/lib/catalogue'
import { formatBritishDate } from '#app/lib/dates'

const LOAD_FAILED = 'Failed to load reviews'

type ReviewsSectionProps = {
  packageId: number
  accommodationDetails: string | null
}

/** SPEC 2's Guest Reviews section: hotel highlights, the reviews, and one form to add or edit. */
export function ReviewsSection({ packageId, accommodationDetails }: ReviewsSectionProps) {
  const reviews = usePackageReviews(packageId)
  const [editing, setEditing] = useState<Review | null>(null)
  useLoadErrorToast(reviews.isError, LOAD_FAILED)
  // Edit on another review replaces the form: what was typed into it is asked about first.
  const form = useUnsavedChangesGroup()
  const deleteReview = useDeleteRow<Review>({
    path: '/api/reviews',
    refresh: [adminKeys.package(packageId)],
    title: 'Delete Review',
    description: () => 'Are you sure you want to delete this review?',
    success: 'Review deleted successfully',
    failure: 'Failed to delete review',
    serverDetail: true,
    // A deleted review cannot stay in the form, or saving would answer 'not found'.
    onDeleted: (review) => setEditing((current) => (current?.id === review.id ? null : current)),
  })

  return (
    <section aria-labelledby="guest-reviews-admin-heading" className="flex flex-col gap-6">
      <HotelHighlightsBox accommodationDetails={accommodationDetails} />
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-3">
          <h3 id="guest-reviews-admin-heading" className="font-semibold text-lg">
            Guest Reviews
          </h3>
          <PanelList
            query={reviews}
            loading="Loading reviews..."
            failed={LOAD_FAILED}
            empty={<PanelEmpty>No reviews available yet.</PanelEmpty>}
          >
            {(items) => (
              <ul aria-labelledby="guest-reviews-admin-heading" className="flex flex-col gap-3">
                {items.map((review) => (
                  <li
                    key={review.id}
                    aria-current={editing?.id === review.id ? 'true' : undefined}
                    className="flex flex-col gap-2 rounded-lg border bg-card p-4 aria-[current=true]:border-primary"
                  >
                    <div className="flex items-start justify-between gap-3">
                      <div className="flex min-w-0 flex-col gap-1">
                        <p className="break-words font-semibold">{review.author}</p>
                        <div className="flex flex-wrap items-center gap-2">
                          <StarRating
                            stars={review.rating}
                            label={`Rated ${review.rating} out of 5`}
                            size="sm"
                          />
                          <time dateTime={review.date} className="text-muted-foreground text-sm">
                            {formatBritishDate(review.date)}
                          </time>
                        </div>
                      </div>
                      <RowActions
                        name={`review by ${review.author}`}
                        onEdit={() => form.askBeforeDiscarding(() => setEditing(review))}
                        onDelete={() => deleteReview.ask(review)}
                      />
                    </div>
                    <p className="whitespace-pre-line break-words text-sm leading-relaxed">
                      {review.comment}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </PanelList>
        </div>
        <UnsavedChangesScopeProvider scope={form.scope}>
          <ReviewForm
            key={editing?.id ?? 'new'}
            packageId={packageId}
            review={editing}
            onDone={() => setEditing(null)}
          />
        </UnsavedChangesScopeProvider>
      </div>
      {deleteReview.dialog}
    </section>
  )
}
