import { useId } from 'react'
import { FormField } from '#app/components/forms/form-field'
import { Input } from '#app/components/ui/input'

type AltTextFieldsProps = {
  altText: string
  decorative: boolean
  error?: string
  onAltTextChange: (altText: string) => void
  onDecorativeChange: (decorative: boolean) => void
  /** Names the image in the labels when several are on one form, say a file of a multi-upload. */
  label?: string
}

/**
 * Alt text, required unless "Decorative" is ticked (decision 55): a decorative image is shown with alt="",
 * so its box is disabled rather than left to hold words nobody will hear.
 */
export function AltTextFields({
  altText,
  decorative,
  error,
  onAltTextChange,
  onDecorativeChange,
  label,
}: AltTextFieldsProps) {
  const decorativeId = useId()
  return (
    <div className="flex flex-col gap-2">
      <FormField
        label={label ? `Alt text for ${label}` : 'Alt text'}
        labelNote={decorative ? '(not needed)' : '(required)'}
        error={decorative ? undefined : error}
      >
        {(control) => (
          <Input
            {...control}
            value={altText}
            disabled={decorative}
            aria-required={!decorative}
            onChange={(event) => onAltTextChange(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex items-start gap-2">
        <input
          id={decorativeId}
          type="checkbox"
          checked={decorative}
          onChange={(event) => onDecorativeChange(event.target.checked)}
          aria-describedby={`${decorativeId}-hint`}
          className="mt-0.5 size-4 cursor-pointer accent-primary"
        />
        <div className="flex flex-col gap-0.5">
          <label htmlFor={decorativeId} className="font-medium text-sm leading-none">
            {label ? `${label} is decorative` : 'Decorative'}
          </label>
          <p id={`${decorativeId}-hint`} className="text-muted-foreground text-xs">
            Adds nothing for someone who cannot see it; screen readers pass it by.
          </p>
        </div>
      </div>
    </div>
  )
}
