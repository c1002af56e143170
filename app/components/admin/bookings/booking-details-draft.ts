import { BookingDetailsInputSchema } from '#app/schemas/booking-details'

export type TravellerDraft = { firstName: string; surname: string; dateOfBirth: string }
export type ContactDraft = {
  email: string
  phone: string
  address: { line1: string; line2?: string | null; town: string; postcode: string }
}
export type DetailsDraft = { travellers: TravellerDraft[]; contact: ContactDraft }

/** Messages keyed by the API's paths ('travellers.1.surname', 'contact.address.postcode'). */
export type PathErrors = Record<string, string>

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * What `PATCH /api/bookings/:reference` is sent: only the parts staff changed, so the activity log says what
 * was corrected, and a contact change alone never looks like a change of names. Null when nothing changed.
 */
export function changedParts(draft: DetailsDraft, saved: DetailsDraft) {
  const body = {
    ...(same(draft.travellers, saved.travellers) ? {} : { travellers: draft.travellers }),
    ...(same(draft.contact, saved.contact) ? {} : { contact: draft.contact }),
  }
  return Object.keys(body).length > 0 ? body : null
}

/** The first message for each path, from the API's `details` or the same schema checked in the browser. */
export function errorsByPath(problems: { path: string; message: string }[]): PathErrors {
  const errors: PathErrors = {}
  for (const problem of problems) errors[problem.path] ??= problem.message
  return errors
}

/** The draft checked with the API's own schema, so the messages beside the fields are the API's. */
export function checkDraft(body: object): PathErrors {
  const result = BookingDetailsInputSchema.safeParse(body)
  if (result.success) return {}
  return errorsByPath(
    result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  )
}
