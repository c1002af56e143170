import type * as React from 'react'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { apiRequest } from '#app/browser/api-client'
import { FormAlert } from '#app/components/forms/form-alert'
import { SubmitButton } from '#app/components/forms/submit-button'
import { Input } from '#app/components/ui/input'
import { Label } from '#app/components/ui/label'
import { safeRedirectTarget } from '#app/lib/redirect-target'
import { errorMessage } from './admin-queries'

const FALLBACK_ERROR = 'Signing in did not work just now. Please try again in a moment.'

/** Email and password, posted to the API; the server's own message says what went wrong, never which half. */
export function LoginForm({ redirectTo }: { redirectTo: string | null }) {
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  // The form works through script only; until the page is interactive, a click would post it nowhere.
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])

  async function signIn(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setError(null)
    setSubmitting(true)
    try {
      await apiRequest('/api/auth/login', {
        method: 'POST',
        body: { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
      })
      await navigate(safeRedirectTarget(redirectTo), { replace: true })
    } catch (caught) {
      setError(errorMessage(caught, FALLBACK_ERROR))
      setSubmitting(false)
    }
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
