import { useId } from 'react'
import type { MissingForPublishing } from '#app/lib/catalogue'
import { capitalise } from '#app/lib/package-text'
import { cn } from '#app/lib/utils'

/**
 * What a draft lacks before visitors should see it (decision 50), as the admin's card and the draft's
 * preview banner both list it.
 */
export function MissingChecklist({
  missing,
  className,
}: {
  missing: MissingForPublishing[]
  className?: string
}) {
  const id = useId()
  return (
    <div className={cn('text-sm', className)}>
      <p id={id} className="font-medium">
        Still missing before visitors see it:
      </p>
      <ul aria-labelledby={id} className="mt-1 list-disc space-y-0.5 pl-5">
        {missing.map((item) => (
          <li key={item.key}>{capitalise(item.label)}</li>
        ))}
      </ul>
    </div>
  )
}
