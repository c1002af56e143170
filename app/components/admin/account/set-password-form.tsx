import type * as React from 'react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { apiRequest } from '#app/browser/api-client'
import { FormAlert } from '#app/components/forms/form-alert'
import { SubmitButton } from '#app/components/forms/submit-button'
import { useFormErrors } from '#app/components/forms/use-form-errors'
import { newPasswordProblems } from './new-password'
import { NewPasswordInputs } from './password-input'
import { useApiSubmit } from './use-api-submit'

type SetPasswordFormProps = {
  /** Where the token and password go: accepting an invitation, or completing a reset. */
  endpoint: '/api/auth/accept-invitation' | '/api/auth/password-reset/complete'
  token: string
  /** The account's address: shown, and offered to password managers to save with the new password. */
  email: string
  submitLabel: string
  /** The server signs the person in (an invitation): the back office opens instead of a message. */
  signsIn: boolean
}

/**
 * A password chosen from an emailed link. Once the server takes it, the back office opens (an invitation),
 * or the form gives way to its message and the way to sign in (a reset); a link that stopped working
 * meanwhile says so in the server's words.
 */
export function SetPasswordForm({ endpoint, token, email, submitLabel, signsIn }: SetPasswordFormProps) {
  const navigate = useNavigate()
  const { error, submitting, ready, submit } = useApiSubmit('That did not work just now. Please try again.')
  const { formRef, errors, showErrors, clearError } = useFormErrors<'password' | 'repeat'>()
  const [done, setDone] = useState<string | null>(null)

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const password = String(form.get('password') ?? '')
    const problems = newPasswordProblems(password, String(form.get('repeat') ?? ''))
    if (problems.password || problems.repeat) return showErrors(problems)
    clearError()
    const answer = await submit(() =>
      apiRequest<{ message: string }>(endpoint, { method: 'POST', body: { token, password } }),
    )
    if (!answer) return
    if (signsIn) await navigate('/admin', { replace: true })
    else setDone(answer.message)
  }

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm">
          {done}
        </p>
        <Link to="/admin/login" className="text-center font-medium text-primary underline underline-offset-4">
          Sign in
        </Link>
      </div>
    )
  }

  return (
    <form ref={formRef} method="post" onSubmit={send} noValidate className="flex flex-col gap-5">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <dl className="flex flex-col gap-1 text-sm">
        <dt className="font-medium">Account</dt>
        <dd className="break-words">{email}</dd>
      </dl>
      {/* Read by password managers, which save the new password under this address. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordInputs errors={errors} />
      <SubmitButton submitting={submitting} disabled={!ready} className="w-full">
        {submitLabel}
      </SubmitButton>
    </form>
  )
}
