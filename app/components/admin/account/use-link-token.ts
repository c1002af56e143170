import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'

/**
 * The token of an emailed link (`?token=…`), kept in the page and taken out of the address at once: nothing
 * that later reads the address (analytics, a shared screen, the browser's history) sees it. Reloading the
 * page then asks for the link from the email again.
 */
export function useLinkToken() {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const [token] = useState(() => searchParams.get('token') ?? '')
  const inAddress = searchParams.has('token')
  useEffect(() => {
    if (inAddress) void navigate('.', { replace: true, preventScrollReset: true })
  }, [inAddress, navigate])
  return token
}
