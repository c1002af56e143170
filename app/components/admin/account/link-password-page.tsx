import { AuthPage } from '../auth-page'
import { SetPasswordForm } from './set-password-form'
import { useLinkToken } from './use-link-token'

type LinkPasswordPageProps = {
  title: string
  description: string
  endpoint: '/api/auth/accept-invitation' | '/api/auth/password-reset/complete'
  submitLabel: string
}

/** Where an emailed link leads (an invitation, a password reset): a password to choose with its token. */
export function LinkPasswordPage({ title, description, endpoint, submitLabel }: LinkPasswordPageProps) {
  const token = useLinkToken()
  return (
    <AuthPage title={title} description={description} back={{ to: '/admin/login', label: 'Back to sign-in' }}>
      <SetPasswordForm endpoint={endpoint} token={token} submitLabel={submitLabel} />
    </AuthPage>
  )
}
