import { FormField } from '#app/components/forms/form-field'
import { Input } from '#app/components/ui/input'

type PasswordInputProps = {
  label: string
  name: string
  /** 'new-password' lets a password manager offer to make and keep one; 'current-password' to fill it. */
  autoComplete: 'new-password' | 'current-password'
  error?: string
  hint?: string
}

/** A labelled password box whose error is read with it. */
export function PasswordInput({ label, name, autoComplete, error, hint }: PasswordInputProps) {
  return (
    <FormField label={label} labelNote={hint} error={error}>
      {(control) => <Input {...control} name={name} type="password" autoComplete={autoComplete} required />}
    </FormField>
  )
}
