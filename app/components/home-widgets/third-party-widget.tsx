import { useEffect, useState } from 'react'
import { Spinner } from '#app/components/ui/spinner'
import { island } from '#app/islands/island'

const PLACEHOLDER_DELAY_MS = 1000

/**
 * Stands in for an embedded partner widget; the placeholder appears after about a second. An island
 * (decision 60): its timer runs in the browser.
 */
function ThirdPartyWidget({ title }: { title: string }) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), PLACEHOLDER_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])
  return (
    <section aria-label={title} className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex min-h-40 items-center justify-center rounded-xl border border-dashed bg-muted/40 p-6">
        {ready ? (
          <p className="text-center text-muted-foreground">
            <span className="block font-medium text-foreground">{title}</span>
            Our partner’s widget will appear here.
          </p>
        ) : (
          <Spinner label="Loading widget…" />
        )}
      </div>
    </section>
  )
}

export const ThirdPartyWidgetIsland = island('third-party-widget', ThirdPartyWidget)
