import type { z } from 'zod'
import { type LEAD_SOURCES, type LeadInput, LeadInputSchema } from '#app/schemas/lead'

export type LeadDraft = z.input<typeof LeadInputSchema>
/** One of this site's screens a lead can come from, sent in custom_fields.source. */
export type LeadSource = (typeof LEAD_SOURCES)[number]

/** The form-level names of the lead's fields: custom_fields' message and time sit beside the rest. */
export const LEAD_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'best_time_to_call',
  'message',
] as const
export type LeadField = (typeof LEAD_FIELDS)[number]
export type LeadFieldErrors = Partial<Record<LeadField, string>>

const isLeadField = (key: unknown): key is LeadField => LEAD_FIELDS.includes(key as LeadField)

/** Checks a lead with the same schema as the API, giving one message per field (the first found). */
export function validateLead(
  draft: LeadDraft,
): { success: true; data: LeadInput } | { success: false; errors: LeadFieldErrors } {
  const result = LeadInputSchema.safeParse(draft)
  if (result.success) return { success: true, data: result.data }
  const errors: LeadFieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path.at(-1)
    if (isLeadField(field)) errors[field] ??= issue.message
  }
  return { success: false, errors }
}
