import { type IconName, isIconName } from '#app/components/icons/icon-names'
import sprite from '#app/components/icons/sprite.svg?url&no-inline'
import { cn } from '#app/lib/utils'

export { FEATURE_ICON_NAMES as FEATURE_ICONS } from '#app/lib/catalogue'
export type { IconName }

// Warn once per name: a feature list repeats the same bad name on every render.
const warnedNames = new Set<string>()

type IconProps = {
  /** Names come from stored package features too, so any string is accepted; unknown ones render nothing. */
  name: IconName | (string & {})
  size?: number
  className?: string
  /** Gives the icon an accessible name; without it the icon is decorative and hidden from screen readers. */
  label?: string
}

/**
 * One icon from the site's sprite, a single cached file: drawn inline, a page's ninety icons were a quarter of
 * its HTML, and the drawings a share of its script.
 */
export function Icon({ name, size = 24, className, label }: IconProps) {
  if (!isIconName(name)) {
    if (!warnedNames.has(name)) {
      warnedNames.add(name)
      console.warn(`Icon "${name}" not found`)
    }
    return null
  }
  const drawing = <use href={`${sprite}#${name}`} />
  const sized = { width: size, height: size, className: cn('icon', className) }
  return label ? (
    <svg role="img" aria-label={label} {...sized}>
      {drawing}
    </svg>
  ) : (
    <svg aria-hidden="true" {...sized}>
      {drawing}
    </svg>
  )
}
