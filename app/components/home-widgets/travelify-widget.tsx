import { useEffect } from 'react'
import { useRootData } from '#app/root'

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

/** Loads the partner's search-box script once and mounts its custom element. */
export function TravelifyWidget({ title, config }: { title: string; config: string | null }) {
  const { config: site } = useRootData()
  const widgetId = travelifyWidgetId(config, site.travelifyWidgetId)
  useEffect(() => {
    if (document.querySelector(`script[src="${site.travelifyScriptUrl}"]`)) return
    const script = document.createElement('script')
    script.src = site.travelifyScriptUrl
    script.async = true
    document.body.appendChild(script)
  }, [site.travelifyScriptUrl])
  return (
    <section aria-label={title} className="mx-auto max-w-6xl px-4 py-8">
      <search-box widgetid={widgetId} language="en" />
    </section>
  )
}
