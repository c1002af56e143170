import { cn } from '#app/lib/utils'

/**
 * Five stars, the first `stars` filled, drawn by the `.star-rating` CSS rule from two cached images: one
 * element a rating instead of five icons, which a page of reviews would repeat dozens of times.
 * Read out as one label.
 */
export function StarRating({
  stars,
  label,
  size = 'md',
}: {
  stars: number
  label: string
  size?: 'sm' | 'md'
}) {
  return (
    <span
      role="img"
      aria-label={label}
      data-stars={Math.round(stars)}
      className={cn('star-rating', size === 'sm' ? 'text-base' : 'text-lg')}
    />
  )
}
