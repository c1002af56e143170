import { LogOutIcon } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { apiRequest } from '#app/browser/api-client'
import { toast } from '#app/components/toast'
import { Button } from '#app/components/ui/button'

export function SignOutButton() {
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)

  async function signOut() {
    setPending(true)
    try {
      await apiRequest('/api/auth/logout', { method: 'POST' })
      await navigate('/admin/login', { replace: true })
    } catch {
      // Still signed in: say so rather than pretend, so staff on a shared computer can try again.
      toast.error('Error', { description: 'Could not sign out. Please try again.' })
      setPending(false)
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={signOut} disabled={pending}>
      <LogOutIcon aria-hidden className="size-4" />
      Sign out
    </Button>
  )
}
