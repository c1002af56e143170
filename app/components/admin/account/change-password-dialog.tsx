import { KeyRoundIcon } from 'lucide-react'
import type * as React from 'react'
import { useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { AdminDialog, AdminDialogFooter } from '#app/components/admin/admin-dialog'
import { useUnsavedChanges } from '#app/components/admin/unsaved-changes/unsaved-changes'
import { FormAlert } from '#app/components/forms/form-alert'
import { SubmitButton } from '#app/components/forms/submit-button'
import { useFormErrors } from '#app/components/forms/use-form-errors'
import { toast } from '#app/components/toast'
import { Button } from '#app/components/ui/button'
import { newPasswordProblems } from './new-password'
import { NewPasswordInputs, PasswordInput } from './password-input'
import { useApiSubmit } from './use-api-submit'

type Field = 'currentPassword' | 'password' | 'repeat'

/** "Change password" in the admin header: the current one, then the new one twice. */
export function ChangePasswordButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <KeyRoundIcon aria-hidden className="size-4" />
        Change password
      </Button>
      <AdminDialog
        open={open}
        onOpenChange={setOpen}
        title="Change your password"
        description="You stay signed in here; every other computer or phone signed in as you is signed out."
      >
        <ChangePasswordForm onChanged={() => setOpen(false)} />
      </AdminDialog>
    </>
  )
}

function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { error, submitting, ready, submit } = useApiSubmit('Your password could not be changed just now.')
  const { formRef, errors, showErrors, clearError } = useFormErrors<Field>()
  const [typed, setTyped] = useState(false)
  useUnsavedChanges(typed)

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const currentPassword = String(form.get('currentPassword') ?? '')
    const newPassword = String(form.get('password') ?? '')
    const problems = {
      ...(currentPassword ? {} : { currentPassword: 'Please enter your current password.' }),
      ...newPasswordProblems(newPassword, String(form.get('repeat') ?? '')),
    }
    if (Object.keys(problems).length > 0) return showErrors(problems)
    clearError()
    const answer = await submit(() =>
      apiRequest<{ message: string }>('/api/auth/password', {
        method: 'POST',
        body: { currentPassword, newPassword },
      }),
    )
    if (!answer) return
    toast.success('Password changed', { description: answer.message })
    onChanged()
  }

  return (
    <form
      ref={formRef}
      onSubmit={send}
      // The boxes are not controlled: any of them holding text is what closing would throw away.
      onInput={(event) => setTyped([...new FormData(event.currentTarget).values()].some(Boolean))}
      noValidate
      className="flex flex-col gap-4"
    >
      {error ? <FormAlert>{error}</FormAlert> : null}
      <PasswordInput
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        error={errors.currentPassword}
      />
      <NewPasswordInputs errors={errors} />
      <AdminDialogFooter cancelDisabled={submitting}>
        <SubmitButton submitting={submitting} disabled={!ready}>
          Change password
        </SubmitButton>
      </AdminDialogFooter>
    </form>
  )
}
