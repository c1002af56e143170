import { BEST_TIME_OPTIONS } from '#app/components/callback/call-time-and-send'

/** 'evening' comes only from SPEC's admin reading of the lead list, so the forms do not offer it. */
const STAFF_ONLY_TIMES: Record<string, string> = { evening: 'Anytime this Evening' }

/** The preferred time in the words the visitor chose it by; an unknown value is shown as it came. */
export function preferredTimeLabel(value: string | undefined): string {
  if (!value) return 'Not given'
  const option = BEST_TIME_OPTIONS.find((entry) => entry.value === value)
  return option?.label ?? STAFF_ONLY_TIMES[value] ?? value
}

/** 'package-sidebar' reads 'Package sidebar'. */
export function sourceLabel(value: string | undefined): string {
  if (!value) return 'Unknown'
  const words = value.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export const fullName = (lead: { firstName: string; lastName: string }) =>
  // SPEC 5 stores '-' as the surname when the visitor gave one name only.
  lead.lastName === '-' ? lead.firstName : `${lead.firstName} ${lead.lastName}`
