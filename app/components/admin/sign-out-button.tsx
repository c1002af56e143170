import { LogOutIcon } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { apiRequest } from '#app/browser/api-client'
import { ConfirmDialog } from '#app/components/admin/confirm-dialog'
import { useLeaveAfterAsking } from '#app/components/admin/unsaved-changes/unsaved-changes-guard'
import { toast } from '#app/components/toast'
import { Button } from '#app/components/ui/button'

/** Posts to `endpoint`, then shows the sign-in page; asks first when a form holds unsaved changes. */
function useSignOut(endpoint: string) {
  const navigate = useNavigate()
  const leaveAfterAsking = useLeaveAfterAsking()
  const [pending, setPending] = useState(false)

  const signOut = () =>
    leaveAfterAsking(async () => {
      setPending(true)
      try {
        await apiRequest(endpoint, { method: 'POST' })
        await navigate('/admin/login', { replace: true })
      } catch {
        // Still signed in: say so rather than pretend, so staff on a shared computer can try again.
        toast.error('Error', { description: 'Could not sign out. Please try again.' })
        setPending(false)
      }
    })

  return { pending, signOut }
}

export function SignOutButton() {
  const { pending, signOut } = useSignOut('/api/auth/logout')
  return (
    <Button variant="outline" size="sm" onClick={signOut} disabled={pending}>
      <LogOutIcon aria-hidden className="size-4" />
      Sign out
    </Button>
  )
}

/**
 * Ends every staff session on every device, this one too: for a lost laptop or a password that got out.
 * The owner's (decisions 22 and 35).
 */
export function SignOutEverywhereButton() {
  const { pending, signOut } = useSignOut('/api/auth/sessions/end-all')
  const [confirming, setConfirming] = useState(false)
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
        Sign out everywhere
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out everywhere?"
        description="Every member of staff is signed out on every computer and phone, you included. Everyone then signs in again with their password."
        confirmLabel="Sign out everywhere"
        onConfirm={signOut}
        pending={pending}
      />
    </>
  )
}
