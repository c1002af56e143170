import { FEATURE_ICONS, type IconName } from '#app/components/icon'

type Feature = { label: string; icon: string }

/** SPEC's tiles for a package without features of its own. */
export const DEFAULT_FEATURES: Feature[] = [
  { label: 'Direct Flights', icon: 'plane' },
  { label: '4-Star Hotel', icon: 'hotel' },
  { label: 'Daily Breakfast', icon: 'food' },
  { label: 'Flexible Dates', icon: 'calendar' },
]

// Older or imported features carry free text instead of an icon name; these words still find SPEC's icons.
const KEYWORDS: Array<[RegExp, IconName]> = [
  [/\b(?:plane|flights?|fly|flying|airports?)\b/i, 'plane'],
  [/\b(?:pools?|swim(?:ming)?)\b/i, 'pool'],
  [/\bwi[\s-]?fi\b/i, 'wifi'],
  [/\bbeach(?:es)?\b/i, 'beach'],
  [/\b(?:hotels?|accommodation|rooms?)\b/i, 'hotel'],
  [/\b(?:food|breakfasts?|lunch|dinners?|meals?|dining|restaurants?)\b/i, 'food'],
  [/\b(?:calendar|dates?|departures?)\b/i, 'calendar'],
]

const DEFAULT_ICON: IconName = 'check'

/**
 * The icon for a feature tile: the one staff picked when it is among the admin's choices, else one found from
 * keywords in the icon text or label, else a plain tick. The admin offers 15 icons, so honouring the pick
 * shows e.g. a coffee cup where SPEC's shorter keyword list would fall back to the default.
 */
export function featureIcon(feature: Feature): IconName {
  const name = feature.icon.trim().toLowerCase()
  const picked = FEATURE_ICONS.find((icon) => icon === name)
  if (picked) return picked
  const text = `${feature.icon} ${feature.label}`
  return KEYWORDS.find(([pattern]) => pattern.test(text))?.[1] ?? DEFAULT_ICON
}
