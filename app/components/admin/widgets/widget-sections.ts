import type { WidgetSection } from '#app/lib/catalogue'
import type { WidgetSectionInput, WidgetType } from '#app/schemas/widget-section'

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
  /** HTML is typed into a textarea and may be left empty (SPEC 5); the rest is one short value. */
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

/** The body PUT /api/widget-sections/{id} wants: the whole section, here with a new position. */
export function sectionBody(section: WidgetSection, position = section.position): WidgetSectionInput {
  const { title, widgetType, widgetId, isActive } = section
  return { title, widgetType: widgetType as WidgetType, widgetId, position, isActive }
}

export type PositionChange = { section: WidgetSection; position: number }

/**
 * The position writes for Move Up or Move Down in the sorted list. SPEC 4: the moved section takes its
 * neighbour's position; the neighbour takes the moved one's old position, or the two would tie and the
 * order would not change. Sections that already share a position are parted by one instead.
 */
export function movePlan(
  sorted: readonly WidgetSection[],
  id: number,
  direction: 'up' | 'down',
): PositionChange[] {
  const index = sorted.findIndex((section) => section.id === id)
  const moved = sorted[index]
  const neighbour = sorted[direction === 'up' ? index - 1 : index + 1]
  if (!moved || !neighbour) return []
  if (moved.position !== neighbour.position) {
    return [
      { section: moved, position: neighbour.position },
      { section: neighbour, position: moved.position },
    ]
  }
  const shared = moved.position
  if (direction === 'up') return [{ section: neighbour, position: shared + 1 }]
  // Positions start at 1, so at the top the moved section steps down instead of the neighbour up.
  return shared > 1
    ? [{ section: neighbour, position: shared - 1 }]
    : [{ section: moved, position: shared + 1 }]
}
