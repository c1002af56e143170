import { useEffect } from 'react'
import { island } from '#app/islands/island'

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'search-box': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        widgetid?: string
        language?: string
      }
    }
  }
}

/** The widget id is the `widgetid` attribute of the stored HTML; the configured id otherwise. */
export function travelifyWidgetId(storedHtml: string | null, fallback: string): string {
  return storedHtml?.match(/widgetid\s*=\s*["']?(\d+)/i)?.[1] ?? fallback
}

type TravelifySearchProps = { title: string; widgetId: string; scriptUrl: string }

/**
 * Loads the partner's search-box script once and mounts its custom element. An island (decision 60): the
 * script is added from the browser, an origin the content security policy allows.
 */
function TravelifySearch({ title, widgetId, scriptUrl }: TravelifySearchProps) {
  useEffect(() => {
    if (document.querySelector(`script[src="${scriptUrl}"]`)) return
    const script = document.createElement('script')
    script.src = scriptUrl
    script.async = true
    document.body.appendChild(script)
  }, [scriptUrl])
  return (
    <section aria-label={title} className="mx-auto max-w-6xl px-4 py-8">
      <search-box widgetid={widgetId} language="en" />
    </section>
  )
}

export const TravelifySearchIsland = island('travelify-widget', TravelifySearch)
