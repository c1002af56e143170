import { FEATURE_ICON_NAMES } from '#app/lib/catalogue'

/** Every icon the site draws by name: the admin's feature choices first, then the site's own (SPEC 3). */
export const ICON_NAMES = [
  ...FEATURE_ICON_NAMES,
  'phone',
  'messenger',
  'search',
  'user',
  'users',
  'menu',
  'mail',
  'heart',
  'check',
  'x',
  'chevron-left',
  'chevron-right',
  'chevron-down',
  'map-pin',
  'clock',
  'shield',
  'moon',
  'utensils',
  'circle-alert',
  'circle-check',
  'loader-circle',
] as const

export type IconName = (typeof ICON_NAMES)[number]

export function isIconName(name: string): name is IconName {
  return (ICON_NAMES as readonly string[]).includes(name)
}
