/** What the staff-only reads (/api/leads, /api/email-signups, /api/admin/summary) send, as JSON. */

/** The form's extra fields as stored; every one may be missing on a lead sent by an older page. */
export type LeadFields = {
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

export type EmailSignup = { id: number; email: string; createdAt: string }

export type PackageRef = { id: number; title: string }

export type AdminSummary = {
  newLeads7d: number
  newSignups7d: number
  unforwardedLeads: number
  crmConfigured: boolean
  packagesWithoutDepartures: PackageRef[]
  packagesWithoutHero: PackageRef[]
}
