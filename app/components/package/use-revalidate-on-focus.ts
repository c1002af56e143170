import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'

/**
 * Refetches the page data when the visitor comes back to the tab or window (SPEC 7), so a price changed in
 * the back office meanwhile is what they see before they book.
 */
export function useRevalidateOnFocus() {
  const { revalidate } = useRevalidator()
  // Coming back fires both 'visibilitychange' and 'focus'; one refetch is enough.
  const running = useRef(false)

  useEffect(() => {
    function refresh() {
      if (running.current || document.visibilityState !== 'visible') return
      running.current = true
      revalidate().finally(() => {
        running.current = false
      })
    }
    window.addEventListener('focus', refresh)
    document.addEventListener('visibilitychange', refresh)
    return () => {
      window.removeEventListener('focus', refresh)
      document.removeEventListener('visibilitychange', refresh)
    }
  }, [revalidate])
}
