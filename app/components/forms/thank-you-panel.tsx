import { CircleCheckIcon } from 'lucide-react'
import type * as React from 'react'
import { useEffect, useRef } from 'react'

/**
 * SPEC's 'Thank You!' confirmation. It replaces the form that had focus, so it takes focus itself:
 * otherwise focus would fall back to the page and a screen reader user would lose their place.
 */
export function ThankYouPanel({ children }: { children: React.ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    headingRef.current?.focus()
  }, [])
  return (
    <div role="status" className="flex flex-col items-center gap-3 px-2 py-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-lagoon-100 text-primary">
        <CircleCheckIcon aria-hidden className="size-8" />
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-2xl outline-none">
        Thank You!
      </h3>
      <p className="max-w-sm text-muted-foreground">{children}</p>
    </div>
  )
}
