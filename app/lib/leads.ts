/** Call-back requests and newsletter sign-ups as the staff-only reads send them (/api/leads, /api/email-signups). */

/** The form's extra fields as stored; every one may be missing on a lead sent by an older page. */
type LeadFields = {
  message?: string
  best_time_to_call?: string
  package?: string
  source?: string
}

export type AdminLead = {
  id: number
  firstName: string
  lastName: string
  email: string
  phone: string
  customFields: LeadFields
  createdAt: string
  /** When the CRM accepted it; null while it waits in the outbox. */
  forwardedAt: string | null
  forwardAttempts: number
  lastError: string | null
}

/** Pending until the emailed link is followed (double opt-in); unsubscribed by a link or one-click. */
export type SignupStatus = 'pending' | 'confirmed' | 'unsubscribed'

export type EmailSignup = {
  id: number
  email: string
  status: SignupStatus
  createdAt: string
  confirmedAt: string | null
  unsubscribedAt: string | null
}
