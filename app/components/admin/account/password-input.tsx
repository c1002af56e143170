import { FormField } from '#app/components/forms/form-field'
import { Input } from '#app/components/ui/input'
import { NEW_PASSWORD_HINT } from './new-password'

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

/** A new password and its repeat, posted as `password` and `repeat` (`newPasswordProblems` checks them). */
export function NewPasswordInputs({ errors }: { errors: { password?: string; repeat?: string } }) {
  return (
    <>
      <PasswordInput
        label="New password"
        name="password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        error={errors.password}
      />
      <PasswordInput
        label="Repeat the new password"
        name="repeat"
        autoComplete="new-password"
        error={errors.repeat}
      />
    </>
  )
}
