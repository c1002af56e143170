import type { BookingStatus } from './bookings/booking-amounts'
/** Call-back requests and newsletter sign-ups as the staff-only reads send them (/api/leads, /api/email-signups). */

/** Where staff have got to with a lead; every request starts as 'new'. */
export const LEAD_STATUSES = ['new', 'contacted', 'booked', 'not-interested'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** Still to be worked: a follow-up date on one of these can be overdue. */
export const OPEN_LEAD_STATUSES = ['new', 'contacted'] as const satisfies readonly LeadStatus[]

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  booked: 'Booked',
  'not-interested': 'Not interested',
}

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  LEAD_STATUSES.some((status) => status === value)

/** The orders of the staff's lead list: when the first request came, the follow-up date, the name. */
export const LEAD_SORTS = ['received', 'follow-up', 'name'] as const
export type LeadSort = (typeof LEAD_SORTS)[number]

export const SORT_ORDERS = ['asc', 'desc'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

/** Newest first; the soonest follow-up first; names from A. */
export const DEFAULT_SORT_ORDERS: Record<LeadSort, SortOrder> = {
  received: 'desc',
  'follow-up': 'asc',
  name: 'asc',
}

/** The form's extra fields as stored; every one may be missing on a lead sent by an older page. */
type LeadFields = {
  message?: string
  best_time_to_call?: string
  package?: string
  source?: string
}

/** A member of staff as a lead names them: who works it, or who may be given it. */
export type LeadAssignee = { id: number; email: string }

export type AdminLead = {
  id: number
  firstName: string
  lastName: string
  email: string
  phone: string
  customFields: LeadFields
  /** When the first request came. */
  createdAt: string
  /** When the CRM accepted it; null while it waits in the outbox. */
  forwardedAt: string | null
  forwardAttempts: number
  lastError: string | null
  status: LeadStatus
  assignee: LeadAssignee | null
  /** YYYY-MM-DD. */
  followUpOn: string | null
  /** How many requests it holds: the first, and the repeats folded into it (decision 53). */
  requestCount: number
  /** When the latest of them came. */
  lastRequestAt: string
}

/** One request as the visitor sent it: the lead's first, or a repeat folded into it. */
export type LeadRequest = {
  /** Null for the lead's own first request; a repeat's own id otherwise. */
  id: number | null
  firstName: string
  lastName: string
  email: string
  phone: string
  customFields: LeadFields
  createdAt: string
}

export type LeadNote = {
  id: number
  text: string
  /** Null once the author's account has gone; the address stays. */
  authorId: number | null
  authorEmail: string
  createdAt: string
}

/** A booking staff made from the lead (issue 39), as its panel links it to the Bookings tab. */
export type LeadBooking = { reference: string; status: BookingStatus }

/**
 * `GET /api/leads/:id`: the lead, every request in the order they came, the notes, newest first, and the
 * bookings made from it.
 */
export type LeadDetail = AdminLead & { requests: LeadRequest[]; notes: LeadNote[]; bookings: LeadBooking[] }

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
