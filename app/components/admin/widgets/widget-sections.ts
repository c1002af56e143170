import type { WidgetSection } from '#app/lib/catalogue'
import type { WidgetType } from '#app/schemas/widget-section'

/** SPEC 2 lists the types by their ids; staff see these names. */
export const WIDGET_TYPE_NAMES: Record<WidgetType, string> = {
  'featured-offers': 'Featured Offers',
  'search-box': 'Search Box',
  'html-embed': 'HTML Embed',
  'third-party-widget': 'Third-Party Widget',
  'travelify-widget': 'Travelify Widget',
}

export const widgetTypeName = (type: string) => WIDGET_TYPE_NAMES[type as WidgetType] ?? type

type ConfigField = {
  label: string
  /** HTML is typed into a textarea; the rest is one short value. Which may be empty: `needsConfig`. */
  kind: 'count' | 'id' | 'html'
  placeholder?: string
}

/** The config field's label and shape per type (SPEC 3: widgetId holds a count, HTML, or an id). */
export const CONFIG_FIELDS: Record<WidgetType, ConfigField> = {
  'featured-offers': { label: 'Number of packages to show', kind: 'count', placeholder: '3' },
  'search-box': { label: 'Widget ID', kind: 'id', placeholder: '10695' },
  'html-embed': { label: 'HTML content', kind: 'html' },
  'third-party-widget': { label: 'Widget ID', kind: 'id' },
  'travelify-widget': {
    label: 'Widget HTML (with widgetid)',
    kind: 'html',
    placeholder: '<div widgetid="10695"></div>',
  },
}

/** The home page's order: position, then the older section first, as the server sorts. */
export function sortSections(sections: readonly WidgetSection[]): WidgetSection[] {
  return [...sections].sort((a, b) => a.position - b.position || a.id - b.id)
}

/**
 * The ids in their new order after Move Up or Move Down, for `PUT /api/widget-sections/order`: the section
 * trades places with its neighbour, and the server trades their positions (SPEC 4). Null at the ends, where
 * there is no move.
 */
export function orderAfterMove(sorted: readonly WidgetSection[], id: number, direction: 'up' | 'down') {
  const index = sorted.findIndex((section) => section.id === id)
  const moved = sorted[index]
  const neighbour = sorted[direction === 'up' ? index - 1 : index + 1]
  if (!moved || !neighbour) return null
  return sorted.map((section) =>
    section === moved ? neighbour.id : section === neighbour ? moved.id : section.id,
  )
}
