import { FormField } from '#app/components/forms/form-field'
import { Input } from '#app/components/ui/input'

/** One required text input of a form, named by the field it fills, with what the browser may autofill. */
export type TextFieldSpec<Key extends string> = {
  key: Key
  label: string
  type: 'text' | 'email' | 'tel'
  autoComplete: string
}

type TextFieldProps<Key extends string> = {
  field: TextFieldSpec<Key>
  value: string
  error?: string
  onChange: (value: string) => void
}

/** A labelled, required input that posts under its field's name, so the form also works before scripts run. */
export function TextField<Key extends string>({ field, value, error, onChange }: TextFieldProps<Key>) {
  return (
    <FormField label={field.label} error={error}>
      {(control) => (
        <Input
          {...control}
          type={field.type}
          name={field.key}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={field.autoComplete}
          required
        />
      )}
    </FormField>
  )
}

type TextFieldsProps<Key extends string> = {
  fields: readonly TextFieldSpec<Key>[]
  values: Record<Key, string>
  errors: Partial<Record<Key, string>>
  /** The form's keyed setter. */
  change: (key: Key) => (value: string) => void
}

/** Several text fields in order, each reading and writing its own key of the form's values. */
export function TextFields<Key extends string>({ fields, values, errors, change }: TextFieldsProps<Key>) {
  return fields.map((field) => (
    <TextField
      key={field.key}
      field={field}
      value={values[field.key]}
      error={errors[field.key]}
      onChange={change(field.key)}
    />
  ))
}
