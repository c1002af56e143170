import { Icon } from '#app/components/icon'

const STARS = [1, 2, 3, 4, 5]

/** Five stars, the first `stars` filled; read out as one label instead of five images. */
export function StarRating({ stars, label, size = 18 }: { stars: number; label: string; size?: number }) {
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {STARS.map((star) => (
        <Icon
          key={star}
          name="star"
          size={size}
          className={star <= stars ? 'fill-amber-400 text-amber-500' : 'text-sand-400'}
        />
      ))}
    </span>
  )
}
