import { useEffect, useState } from 'react'

/**
 * What a panel over a list shows: the thing open now, or the last one while the panel closes, so its words
 * stay through the closing animation instead of blanking.
 */
export function useLastOpen<T>(open: T | null): T | null {
  const [shown, setShown] = useState(open)
  useEffect(() => {
    if (open !== null) setShown(open)
  }, [open])
  return open ?? shown
}
