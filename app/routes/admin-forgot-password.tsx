import type * as React from 'react'
import { useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { useApiSubmit } from '#app/components/admin/account/use-api-submit'
import { AuthPage } from '#app/components/admin/auth-page'
import { FormAlert } from '#app/components/forms/form-alert'
import { FormField } from '#app/components/forms/form-field'
import { SubmitButton } from '#app/components/forms/submit-button'
import { Input } from '#app/components/ui/input'
import { adminMeta } from '#app/lib/admin-meta'
import type { RouteHandle } from '#app/root'
import type { Route } from './+types/admin-forgot-password'

export const handle: RouteHandle = { layout: 'bare' }

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta('Forgot your password?', matches[0].loaderData.config.agencyName)
}

/** "Forgot your password?" from the sign-in page: an email address in, the same answer for any. */
export default function AdminForgotPassword() {
  const { error, submitting, ready, submit } = useApiSubmit('That did not work just now. Please try again.')
  const [sent, setSent] = useState<string | null>(null)

  async function ask(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '')
    const answer = await submit(() =>
      apiRequest<{ message: string }>('/api/auth/password-reset', { method: 'POST', body: { email } }),
    )
    if (answer) setSent(answer.message)
  }

  return (
    <AuthPage
      title="Forgot your password?"
      description="Enter the email address you sign in with, and we will send it a link to choose a new password."
      back={{ to: '/admin/login', label: 'Back to sign-in' }}
    >
      {sent ? (
        <p role="status" className="rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm">
          {sent}
        </p>
      ) : (
        <form method="post" onSubmit={ask} className="flex flex-col gap-5">
          {error ? <FormAlert>{error}</FormAlert> : null}
          <FormField label="Email">
            {(control) => <Input {...control} name="email" type="email" autoComplete="username" required />}
          </FormField>
          <SubmitButton submitting={submitting} disabled={!ready} className="w-full">
            Send me a link
          </SubmitButton>
        </form>
      )}
    </AuthPage>
  )
}
