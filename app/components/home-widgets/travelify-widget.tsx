import { useRootData } from '#app/root'
import { TravelifySearchIsland, travelifyWidgetId } from './travelify-search'

/** The partner's search, with the widget id and script address from the site's settings. */
export function TravelifyWidget({ title, config }: { title: string; config: string | null }) {
  const { config: site } = useRootData()
  return (
    <TravelifySearchIsland
      title={title}
      widgetId={travelifyWidgetId(config, site.travelifyWidgetId)}
      scriptUrl={site.travelifyScriptUrl}
    />
  )
}
