import { useEffect, useState } from 'react'
import { errorMessage } from '../admin-queries'

/**
 * A form that only scripts can send (sign-in, passwords): whether it may be sent yet, whether it is being
 * sent, and the server's own message when it was refused. Until the page is interactive a press would
 * post it nowhere, so `ready` stays false until then.
 */
export function useApiSubmit(fallback: string) {
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])

  /** Runs the request; its answer, or undefined once the error is showing. */
  async function submit<T>(request: () => Promise<T>): Promise<T | undefined> {
    setError(null)
    setSubmitting(true)
    try {
      return await request()
    } catch (caught) {
      setError(errorMessage(caught, fallback))
      return undefined
    } finally {
      setSubmitting(false)
    }
  }

  return { error, setError, submitting, ready, submit }
}
