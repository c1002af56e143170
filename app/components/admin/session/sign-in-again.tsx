import type * as React from 'react'
import { useEffect, useState } from 'react'
import { ApiError, apiRequest } from '#app/browser/api-client'
import { actForStaff } from '#app/browser/staff-session'
import { AdminDialog, AdminDialogFooter } from '#app/components/admin/admin-dialog'
import { errorMessage } from '#app/components/admin/admin-queries'
import { BusyButton } from '#app/components/forms/busy-button'
import { FormAlert } from '#app/components/forms/form-alert'
import { FormField } from '#app/components/forms/form-field'
import { Input } from '#app/components/ui/input'

type SignInAgainProps = {
  /** The account the page was opened for: the only one that may carry on its work. */
  accountId: number
  email: string
}

/**
 * The back office's answer to a session that ends while staff work (decision 52): every API call of the page
 * names its account, and one refused for an ended session opens this prompt for that same account's password.
 * Once signed in, the refused calls are sent again (the save completes); Cancel leaves every form as it was.
 */
export function SignInAgain({ accountId, email }: SignInAgainProps) {
  const [asking, setAsking] = useState<((signedIn: boolean) => void) | null>(null)
  const [signingIn, setSigningIn] = useState(false)

  useEffect(
    () => actForStaff(accountId, () => new Promise<boolean>((resolve) => setAsking(() => resolve))),
    [accountId],
  )

  function finish(signedIn: boolean) {
    asking?.(signedIn)
    setAsking(null)
  }

  return (
    <AdminDialog
      open={asking !== null}
      onOpenChange={(open) => (open ? undefined : finish(false))}
      busy={signingIn}
      title="Sign in again"
      description="Your session has ended. Enter your password to carry on: nothing you typed is lost, and what you were saving is saved once you are signed in."
    >
      <SignInAgainForm email={email} onSigningIn={setSigningIn} onSignedIn={() => finish(true)} />
    </AdminDialog>
  )
}

type SignInAgainFormProps = {
  email: string
  onSigningIn: (signingIn: boolean) => void
  onSignedIn: () => void
}

function SignInAgainForm({ email, onSigningIn, onSignedIn }: SignInAgainFormProps) {
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  async function signIn(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!password) return setError('Please enter your password.')
    setError(null)
    setSubmitting(true)
    onSigningIn(true)
    try {
      // The same sign-in as the sign-in page's, with its limits; the email is the page's own account.
      await apiRequest('/api/auth/login', { method: 'POST', body: { email, password } })
      onSignedIn()
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status === 401
          ? 'That password is not right. Please try again.'
          : errorMessage(caught, 'Signing in did not work just now. Please try again in a moment.'),
      )
    } finally {
      setSubmitting(false)
      onSigningIn(false)
    }
  }

  return (
    <form onSubmit={signIn} noValidate className="flex flex-col gap-4">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <p className="text-sm">
        Signing in as <span className="break-all font-medium">{email}</span>
      </p>
      {/* For password managers, which fill a password for the account a form names. */}
      <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
      <FormField label="Password">
        {(control) => (
          <Input
            {...control}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
        )}
      </FormField>
      <AdminDialogFooter cancelDisabled={submitting}>
        <BusyButton type="submit" busy={submitting}>
          Sign in
        </BusyButton>
      </AdminDialogFooter>
    </form>
  )
}
