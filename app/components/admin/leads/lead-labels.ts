import { BEST_TIME_OPTIONS } from '#app/components/callback/call-time-and-send'
import { callbackPrefill, GENERAL_CALLBACK } from '#app/components/callback/lead-messages'
import type { LeadSource } from '#app/components/callback/lead-validation'
import { type AdminLead, type LeadStatus, OPEN_LEAD_STATUSES } from '#app/lib/leads'

/** 'evening' comes only from SPEC's admin reading of the lead list, so the forms do not offer it. */
const STAFF_ONLY_TIMES: Record<string, string> = { evening: 'Anytime this Evening' }

/** The preferred time in the words the visitor chose it by; an unknown value is shown as it came. */
export function preferredTimeLabel(value: string | undefined): string {
  if (!value) return 'Not given'
  const option = BEST_TIME_OPTIONS.find((entry) => entry.value === value)
  return option?.label ?? STAFF_ONLY_TIMES[value] ?? value
}

/** This site's own screens in words; their ids mean little to an advisor. */
const SOURCE_LABELS: Record<LeadSource, string> = {
  'package-page': 'Package page',
  'package-sidebar': 'Package sidebar',
  'package-contact': 'Package contact',
  offers: 'Offers',
  reservation: 'Reservation',
  'contact-form': 'Contact form',
}

const isOwnSource = (value: string): value is LeadSource => Object.hasOwn(SOURCE_LABELS, value)

/** One of this site's screens by its name; any other client's source as it sent it. */
export function sourceLabel(value: string | undefined): string {
  if (!value) return 'Unknown'
  return isOwnSource(value) ? SOURCE_LABELS[value] : value
}

export const fullName = (lead: { firstName: string; lastName: string }) =>
  // SPEC 5 stores '-' as the surname when the visitor gave one name only.
  lead.lastName === '-' ? lead.firstName : `${lead.firstName} ${lead.lastName}`

/**
 * The sentence the call-back form starts with (SPEC 5), sent as it was: the form wrote it, not the visitor,
 * so an advisor must not read it as what the customer said.
 */
export const isPrefilledMessage = (message: string, packageTitle: string | undefined) =>
  message === GENERAL_CALLBACK.prefill ||
  (packageTitle !== undefined && message === callbackPrefill(packageTitle))

export const requestCountLabel = (count: number) => `${count} ${count === 1 ? 'request' : 'requests'}`

/**
 * Where a lead's follow-up stands on `today` (YYYY-MM-DD, the browser's day): past while the lead is still
 * open is overdue, as the dashboard counts it; a booked or turned-down lead is never due.
 */
export function followUpDue(lead: Pick<AdminLead, 'followUpOn' | 'status'>, today: string) {
  if (!lead.followUpOn || !isOpenLead(lead.status)) return null
  if (lead.followUpOn < today) return 'overdue'
  return lead.followUpOn === today ? 'today' : 'later'
}

const isOpenLead = (status: LeadStatus) => OPEN_LEAD_STATUSES.some((open) => open === status)
