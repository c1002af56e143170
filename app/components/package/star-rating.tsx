import { Star } from 'lucide-react'
import { useId } from 'react'
import { cn } from '#app/lib/utils'

const STARS = [1, 2, 3, 4, 5]

/**
 * Five stars, the first `stars` filled; read out as one label instead of five images. The outline is drawn
 * once and used five times: a page of reviews would otherwise repeat it thirty times in its HTML.
 */
export function StarRating({ stars, label, size = 18 }: { stars: number; label: string; size?: number }) {
  const outline = useId()
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      <svg aria-hidden className="absolute size-0">
        <symbol id={outline} viewBox="0 0 24 24">
          <Star fill="inherit" />
        </symbol>
      </svg>
      {STARS.map((star) => (
        <svg
          key={star}
          aria-hidden
          width={size}
          height={size}
          className={cn(star <= stars ? 'fill-amber-400 text-amber-500' : 'fill-none text-sand-400')}
        >
          <use href={`#${outline}`} />
        </svg>
      ))}
    </span>
  )
}
