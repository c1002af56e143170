import { FormAlert } from '#app/components/forms/form-alert'
import type { LinkArrival } from '#app/lib/staff-links'
import { AuthPage } from '../auth-page'
import { SetPasswordForm } from './set-password-form'
import { useLinkToken } from './use-link-token'

type LinkPasswordPageProps = {
  title: string
  description: string
  /** What the page's loader found the link to open: the account's address, or nothing. */
  arrival: LinkArrival<{ email: string }>
  /** Said on arrival when the link cannot be used, instead of a form that could only fail. */
  unusable: string
  /** Where to get a new link, offered with `unusable`; without it, back to sign-in. */
  askAgain?: { to: string; label: string }
  endpoint: '/api/auth/accept-invitation' | '/api/auth/password-reset/complete'
  submitLabel: string
  /** Accepting an invitation signs the newcomer in, so the page opens the back office afterwards. */
  signsIn?: boolean
}

const TO_SIGN_IN = { to: '/admin/login', label: 'Back to sign-in' }

/** Where an emailed link leads (an invitation, a password reset): a password to choose with its token. */
export function LinkPasswordPage({
  title,
  description,
  arrival,
  unusable,
  askAgain,
  endpoint,
  submitLabel,
  signsIn = false,
}: LinkPasswordPageProps) {
  const token = useLinkToken()
  return (
    <AuthPage
      title={title}
      description={description}
      back={arrival.link === 'unusable' ? (askAgain ?? TO_SIGN_IN) : TO_SIGN_IN}
    >
      {arrival.link === 'usable' && token ? (
        <SetPasswordForm
          endpoint={endpoint}
          token={token}
          email={arrival.email}
          submitLabel={submitLabel}
          signsIn={signsIn}
        />
      ) : (
        <FormAlert>
          {arrival.link === 'unusable'
            ? unusable
            : 'This link is not complete. Open it again from the email.'}
        </FormAlert>
      )}
    </AuthPage>
  )
}
