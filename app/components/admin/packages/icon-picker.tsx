import { Icon } from '#app/components/icon'
import { FEATURE_ICON_NAMES } from '#app/lib/catalogue'
import { capitalise } from '#app/lib/package-text'

export type FeatureIconName = (typeof FEATURE_ICON_NAMES)[number]

export const isFeatureIconName = (name: string | undefined): name is FeatureIconName =>
  FEATURE_ICON_NAMES.includes(name as FeatureIconName)

type IconPickerProps = {
  /** Unique per form, as it groups the radio buttons. */
  name: string
  value: FeatureIconName
  onChange: (icon: FeatureIconName) => void
}

/**
 * SPEC 3's 15 feature icons as a radio group: native radios give arrow-key movement and one tab stop,
 * and each shows the icon itself, so staff pick by look rather than by name.
 */
export function IconPicker({ name, value, onChange }: IconPickerProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-sm">Icon</legend>
      <div className="grid grid-cols-5 gap-2">
        {FEATURE_ICON_NAMES.map((icon) => (
          <label
            key={icon}
            className="flex cursor-pointer flex-col items-center gap-1 rounded-md border border-input bg-card px-1 py-2 text-xs transition-colors hover:bg-accent has-checked:border-primary has-checked:bg-secondary has-checked:font-semibold has-checked:text-secondary-foreground has-focus-visible:outline-2 has-focus-visible:outline-ring has-focus-visible:outline-offset-2"
          >
            <input
              type="radio"
              name={name}
              value={icon}
              checked={value === icon}
              onChange={() => onChange(icon)}
              className="sr-only"
            />
            <Icon name={icon} size={20} />
            {capitalise(icon)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
