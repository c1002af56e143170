import { StarRating } from '#app/components/package/star-rating'
import type { Review } from '#app/lib/catalogue'
import { formatBritishDate } from '#app/lib/dates'
import { reviewSummary } from '#app/lib/reviews'

/** 'Guest Reviews': the average as 'x/5' with rounded stars, then each review. */
export function GuestReviews({ reviews }: { reviews: Review[] }) {
  const summary = reviewSummary(reviews)
  return (
    <section aria-labelledby="guest-reviews-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="guest-reviews-heading" className="font-semibold text-2xl">
          Guest Reviews
        </h2>
        {summary.average !== null && (
          <p className="flex items-center gap-2">
            <StarRating
              stars={summary.stars}
              label={`Average rating ${summary.average.toFixed(1)} out of 5`}
            />
            <span className="font-semibold">{summary.averageLabel}</span>
            <span className="text-muted-foreground text-sm">
              ({summary.count} {summary.count === 1 ? 'review' : 'reviews'})
            </span>
          </p>
        )}
      </div>
      {reviews.length === 0 ? (
        <p className="text-muted-foreground">No reviews available yet.</p>
      ) : (
        <ul className="review-cards">
          {reviews.map((review) => (
            <li key={review.id}>
              <article>
                <header>
                  <h3 className="font-semibold text-base">{review.author}</h3>
                  <StarRating stars={review.rating} label={`Rated ${review.rating} out of 5`} size="sm" />
                </header>
                <time dateTime={review.date} className="text-muted-foreground text-sm">
                  {formatBritishDate(review.date)}
                </time>
                <p className="leading-relaxed">{review.comment}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
