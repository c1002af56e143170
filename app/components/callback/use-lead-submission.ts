import { useRef, useState } from 'react'
import { track } from '#app/browser/analytics/client'
import { analyticsEvents, type FormName } from '#app/browser/analytics/events'
import { ApiError, apiRequest } from '#app/browser/api-client'
import { newSubmissionId } from '#app/components/callback/submission-id'
import type { LeadInput } from '#app/schemas/lead'

/** 'rejected': the server answered non-OK; 'unreachable': no answer at all (offline, an exception). */
export type LeadFailure = 'rejected' | 'unreachable'
export type LeadSubmissionState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success' }
  | { status: 'error'; failure: LeadFailure }

/**
 * Sends a lead to POST /api/contact-webhook; SPEC 7: only the answer's status matters.
 * One submission id per filled-in form, made on the first attempt and kept for retries and double
 * clicks, so the server stores the lead once however often it arrives; a new one after a success.
 * Each answered attempt is reported to analytics under `formName` (SPEC 7's form_submission).
 */
export function useLeadSubmission(formName: FormName) {
  const [state, setState] = useState<LeadSubmissionState>({ status: 'idle' })
  const submissionId = useRef<string | null>(null)
  // A ref, not the state: a fast double click lands before React re-renders the disabled button.
  const inFlight = useRef(false)

  async function submit(lead: Omit<LeadInput, 'submission_id'>): Promise<'sent' | LeadFailure | 'busy'> {
    if (inFlight.current) return 'busy'
    inFlight.current = true
    submissionId.current ??= newSubmissionId()
    setState({ status: 'submitting' })
    try {
      await apiRequest('/api/contact-webhook', {
        method: 'POST',
        body: { ...lead, submission_id: submissionId.current },
      })
      submissionId.current = null
      setState({ status: 'success' })
      track(analyticsEvents.formSubmission(formName, true))
      return 'sent'
    } catch (error) {
      const failure: LeadFailure = error instanceof ApiError ? 'rejected' : 'unreachable'
      setState({ status: 'error', failure })
      track(analyticsEvents.formSubmission(formName, false))
      return failure
    } finally {
      inFlight.current = false
    }
  }

  return { state, submitting: state.status === 'submitting', submit }
}
