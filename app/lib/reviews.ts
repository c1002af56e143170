export type ReviewSummary = { count: number; average: number | null; averageLabel: string; stars: number }

/**
 * The average rounded to one decimal, e.g. '4.5/5'. Stars come from that rounded figure so the label and the
 * stars never disagree (4.46 shows 4.5 and 5 stars, not 4). No reviews: null average, empty label, 0 stars.
 */
export function reviewSummary(reviews: { rating: number }[]): ReviewSummary {
  const count = reviews.length
  if (count === 0) return { count, average: null, averageLabel: '', stars: 0 }
  const total = reviews.reduce((sum, review) => sum + review.rating, 0)
  const average = Math.round((total * 10) / count) / 10
  return { count, average, averageLabel: `${average.toFixed(1)}/5`, stars: Math.round(average) }
}
