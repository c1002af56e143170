/** What `GET /api/privacy/subject` answers, as far as the admin reads it (the download keeps it whole). */
export type DataSubjectSummary = {
  email: string
  leads: unknown[]
  signups: unknown[]
  consents: unknown[]
  mails: unknown[]
}

/** What `DELETE /api/privacy/subject` erased, by kind. */
export type ErasedCounts = { leads: number; signups: number; consents: number; mails: number }

const KINDS = [
  ['leads', 'call-back request', 'call-back requests'],
  ['signups', 'newsletter sign-up', 'newsletter sign-ups'],
  ['consents', 'consent record', 'consent records'],
  ['mails', 'email', 'emails'],
] as const

/** '2 call-back requests, 1 newsletter sign-up, 1 consent record and 3 emails'. */
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
})

/** The download's file name: the address, made safe for any file system. */
export const subjectFileName = (email: string) => `personal-data-${email.replace(/[^\w.@-]+/g, '_')}.json`
