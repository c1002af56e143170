import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { useTokenOutOfAddress } from '#app/hooks/use-token-out-of-address'

/**
 * The token of an emailed link (`?token=…`), kept in the page and taken out of the address at once: nothing
 * that later reads the address (analytics, a shared screen, the browser's history) sees it. Reloading the
 * page then asks for the link from the email again.
 */
export function useLinkToken() {
  const [searchParams] = useSearchParams()
  const [token] = useState(() => searchParams.get('token') ?? '')
  useTokenOutOfAddress()
  return token
}
