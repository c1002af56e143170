import type * as React from 'react'
import { useNavigate } from 'react-router'
import { apiRequest } from '#app/browser/api-client'
import { FormAlert } from '#app/components/forms/form-alert'
import { SubmitButton } from '#app/components/forms/submit-button'
import { Input } from '#app/components/ui/input'
import { Label } from '#app/components/ui/label'
import { safeRedirectTarget } from '#app/lib/redirect-target'
import { useApiSubmit } from './account/use-api-submit'

const FALLBACK_ERROR = 'Signing in did not work just now. Please try again in a moment.'

/** Email and password, posted to the API; the server's own message says what went wrong, never which half. */
export function LoginForm({ redirectTo }: { redirectTo: string | null }) {
  const navigate = useNavigate()
  const { error, submitting, ready, submit } = useApiSubmit(FALLBACK_ERROR)

  async function signIn(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const signedIn = await submit(() =>
      apiRequest('/api/auth/login', {
        method: 'POST',
        body: { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
      }),
    )
    if (signedIn !== undefined) await navigate(safeRedirectTarget(redirectTo), { replace: true })
  }

  return (
    <form method="post" onSubmit={signIn} className="flex flex-col gap-5">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor="admin-email">Email</Label>
        <Input id="admin-email" name="email" type="email" autoComplete="username" required />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="admin-password">Password</Label>
        <Input id="admin-password" name="password" type="password" autoComplete="current-password" required />
      </div>
      <SubmitButton submitting={submitting} disabled={!ready} className="w-full">
        Sign in
      </SubmitButton>
    </form>
  )
}
