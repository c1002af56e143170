/** A booking as the privacy screen lists it (the download keeps the whole of it). */
export type SubjectBooking = {
  reference: string
  status: string
  departureDate: string
  travellerCount: number
  /** Why the agency must keep it (a payment, a holiday still to come), or null when erasure deletes it. */
  keptBecause: string | null
}

/** What `GET /api/privacy/subject` answers, as far as the admin reads it (the download keeps it whole). */
export type DataSubjectSummary = {
  email: string
  leads: unknown[]
  signups: unknown[]
  consents: unknown[]
  mails: unknown[]
  bookings: SubjectBooking[]
}

/** What `DELETE /api/privacy/subject` erased, by kind. */
export type ErasedCounts = {
  leads: number
  signups: number
  consents: number
  mails: number
  bookings: number
}

/** What `DELETE /api/privacy/subject` answers: the counts erased, and each booking kept with its reason. */
export type ErasureAnswer = { erased: ErasedCounts; kept: { reference: string; reason: string }[] }

const KINDS = [
  ['leads', 'call-back request', 'call-back requests'],
  ['signups', 'newsletter sign-up', 'newsletter sign-ups'],
  ['consents', 'consent record', 'consent records'],
  ['bookings', 'booking', 'bookings'],
  ['mails', 'email', 'emails'],
] as const

/** '2 call-back requests, 1 newsletter sign-up, 1 consent record, 1 booking and 3 emails'. */
export function describeCounts(counts: ErasedCounts): string {
  const parts = KINDS.map(([key, one, many]) => `${counts[key]} ${counts[key] === 1 ? one : many}`)
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}

/** The counts of what a lookup found. */
export const countsOf = (subject: DataSubjectSummary): ErasedCounts => ({
  leads: subject.leads.length,
  signups: subject.signups.length,
  consents: subject.consents.length,
  mails: subject.mails.length,
  bookings: subject.bookings.length,
})

/** The bookings an erasure would delete: those the agency need not keep. */
export const erasableBookings = (subject: DataSubjectSummary) =>
  subject.bookings.filter((booking) => booking.keptBecause === null)

/** The download's file name: the address, made safe for any file system. */
export const subjectFileName = (email: string) => `personal-data-${email.replace(/[^\w.@-]+/g, '_')}.json`
