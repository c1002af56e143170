import { UPLOAD_TYPES, type UploadType } from '#app/components/admin/images/image-owner'
import type { FieldControlProps } from '#app/components/forms/form-field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/components/ui/select'
import { capitalise } from '#app/lib/package-text'

const isUploadType = (value: string): value is UploadType => UPLOAD_TYPES.includes(value as UploadType)

type UploadTypeSelectProps = {
  value: UploadType
  onChange: (type: UploadType) => void
  /** The field's label, error and description wiring, from `FormField`. */
  control: FieldControlProps
  /** The id of the recommended size below it. */
  describedBy: string
}

/** The type an upload is stored as (hero, gallery…), for the package's one-image form and the upload dialog. */
export function UploadTypeSelect({ value, onChange, control, describedBy }: UploadTypeSelectProps) {
  return (
    <Select value={value} onValueChange={(next) => isUploadType(next) && onChange(next)}>
      <SelectTrigger {...control} aria-describedby={describedBy}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {UPLOAD_TYPES.map((option) => (
          <SelectItem key={option} value={option}>
            {capitalise(option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
